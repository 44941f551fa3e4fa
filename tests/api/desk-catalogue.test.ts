import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySnapshot, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import type { Snapshot } from '../../server/content/snapshot.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { STALE } from '../../server/content/saveRecord.ts';
import { addBookingBody, AURORA, auth, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { publicAnswer } from './publicView.ts';

/**
 * A theatre's prices and photos, records of the desk's records mechanism (id: the theatre's): a
 * draft the site neither shows nor charges until Publish; then pages and charges change together,
 * and a booking held before keeps the prices it was made with.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
const staff = {} as Record<'editor' | 'editor2' | 'manager', TestStaff>;
const PUBLISHER = { staffId: null, staffName: 'Admin token' };
/** Aurora as seeded: a full slot ₹2,148, 90 minutes ₹1,799, each extra person ₹299. */
const SEEDED = { offerPrice: 2148, ninetyPrice: 1799, extraPersonPrice: 299 };
const NEW = { offerPrice: 2499, ninetyPrice: 1999, extraPersonPrice: 349, ninetyExtraPersonPrice: 299 };

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.editor2 = await addTestStaff(h.db, 'editor', { name: 'Eric Editor' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => h?.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number) {
  const headers: Record<string, string> = version === undefined ? {} : { 'if-match': `"${version}"` };
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()), headers });
}

/** Aurora as the public API answers it (what pages built now show), or as a build of `view` reads it. */
async function publicAurora(view?: Snapshot) {
  const body = await publicAnswer(h.app, h.db, 'web/getalltheatres', view);
  return body.theatres.find((t: { _id: string }) => t._id === AURORA.id);
}
interface DeskRecord {
  id: string;
  label: string;
  version: number;
  state: string;
  fields: Record<string, any>;
  live: Record<string, any> | null;
}
/** Aurora's record of a kind, as the desk lists it. */
const auroraOf = async (kind: 'theatre-price' | 'theatre-photos'): Promise<DeskRecord> => {
  const res = await as('editor', 'recordList', { kind });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.records.find((r: DeskRecord) => r.id === AURORA.id);
};
const prices = () => auroraOf('theatre-price');
const photosOf = () => auroraOf('theatre-photos');
/** A record's fields saved as a draft by `who`, against `version`. */
const save = (who: keyof typeof staff, kind: RecordKind, id: unknown, fields: unknown, version?: number) =>
  as(who, 'recordSave', { kind, id, fields }, version);
const revisions = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;
/** A 400 that names `field` (or a field within it). */
async function refused(res: Promise<{ status: number; body: any }>, field: string, what: string) {
  const { status, body } = await res;
  expect(status, `${what}: ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
  const named = (body.errors as { field: string }[] | undefined)?.some((e) => e.field === field || e.field.startsWith(`${field}.`));
  expect(named || String(body.message).startsWith(field), `${what}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
}
const publish = () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));

let day = 3;
const nextDay = () => addDays(tomorrow(clock.now()), day++);

describe("a theatre's prices", () => {
  it('saved as a draft: the site shows and charges the old ones, a build of the drafts shows the new', async () => {
    const before = await prices();
    expect(before).toMatchObject({ state: 'live', version: 1, label: 'Aurora', fields: { ...SEEDED }, live: { ...SEEDED } });
    const saved = await save('editor', 'theatre-price', AURORA.id, NEW, before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record).toMatchObject({ state: 'changed', version: 2, fields: NEW, live: { ...SEEDED } });
    expect((await publicAurora()).offerPrice).toBe(SEEDED.offerPrice);
    expect((await publicAurora(await freezeDrafts(h.db))).offerPrice).toBe(NEW.offerPrice);
    // Charged at the live price: a booking sent with the seeded sub total goes through.
    const booked = await h.post('booking/new/addbooking', addBookingBody(nextDay()), auth(await newToken(h)));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect((await as('editor', 'contentChanges', {})).body.changes).toEqual([
      expect.objectContaining({ page: '/theaters', what: "Aurora's prices changed", by: 'Esha Editor' }),
    ]);
    const [entry] = (await as('editor', 'history', { kind: 'theatre-price', recordId: AURORA.id })).body.entries;
    expect(entry).toMatchObject({ action: 'save', label: "Aurora's prices", before: { ...SEEDED }, after: NEW });
  });

  it('published: pages and charges change together; a booking held before keeps the prices it was made with', async () => {
    const token = await newToken(h);
    const held = await h.post('booking/new/addbooking', addBookingBody(nextDay(), { noOfPersons: 3, subTotal: 2148 + 299 }), auth(token));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    await publish();
    expect((await publicAurora()).offerPrice).toBe(NEW.offerPrice);
    expect(await prices()).toMatchObject({ state: 'live', fields: NEW, live: NEW });
    // The held booking, changed after the publish: still ₹2,148 and ₹299 a person, plus the occasion.
    const changed = await h.post(
      'booking/new/updateocasion',
      { bookingId: held.body.bookingId, occasionId: 'occ-birthday', personName: 'Asha' },
      auth(token),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.amounts.totalPrice).toBe(2148 + 299 + 299);
    // A new booking pays the new prices; the old sub total is refused with the new one.
    const stale = await h.post('booking/new/addbooking', addBookingBody(nextDay()), auth(await newToken(h)));
    expect(stale.status).toBe(400);
    const fresh = await h.post('booking/new/addbooking', addBookingBody(nextDay(), { subTotal: NEW.offerPrice }), auth(await newToken(h)));
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('saved over a newer change: 412 with the prices as they are now; two editors at once: one wins', async () => {
    const now = await prices();
    const [a, b] = await Promise.all([
      save('editor', 'theatre-price', AURORA.id, { ...NEW, offerPrice: 2599 }, now.version),
      save('editor2', 'theatre-price', AURORA.id, { ...NEW, offerPrice: 2699 }, now.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const lost = a.status === 412 ? a : b;
    const won = a.status === 412 ? b : a;
    expect(lost.body.message).toBe(STALE);
    expect(lost.body.current).toMatchObject({
      id: AURORA.id,
      state: 'changed',
      version: now.version + 1,
      fields: { offerPrice: won.body.record.fields.offerPrice },
    });
    expect(await prices()).toMatchObject({ version: now.version + 1, fields: { offerPrice: won.body.record.fields.offerPrice } });
    expect((await save('editor', 'theatre-price', AURORA.id, NEW)).status).toBe(428);
  });

  it('refuses what is not a price, naming the field; an unknown theatre, another kind, a new one and a manager; nothing saved', async () => {
    const { version, fields } = await prices();
    const before = await revisions();
    for (const [bad, field] of [
      [{ offerPrice: -1 }, 'fields.offerPrice'],
      [{ offerPrice: 2499.5 }, 'fields.offerPrice'],
      [{ ninetyPrice: 0.01 }, 'fields.ninetyPrice'],
      [{ offerPrice: '2499' }, 'fields.offerPrice'],
      [{ offerPrice: 100_001 }, 'fields.offerPrice'],
      [{ extraPersonPrice: 1e12 }, 'fields.extraPersonPrice'],
      [{ ninetyExtraPersonPrice: '9'.repeat(60_000) }, 'fields.ninetyExtraPersonPrice'],
      [{ ninetyPrice: null }, 'fields.ninetyPrice'],
      [{ offerPrice: true }, 'fields.offerPrice'],
      [{ offerPrice: '2\u00009' }, 'fields.offerPrice'],
      [{ ninetyExtraPersonPrice: undefined }, 'fields.ninetyExtraPersonPrice'],
    ] as const)
      await refused(save('editor', 'theatre-price', AURORA.id, { ...fields, ...bad }, version), field, JSON.stringify(bad).slice(0, 60));
    await refused(save('editor', 'theatre-price', 'th-a\u0000', NEW, version), 'id', 'a NUL in the id');
    await refused(save('editor', 'theatre-price', 'x'.repeat(10_000), NEW, version), 'id', 'a huge id');
    await refused(save('editor', 'theatre-price', 42, NEW, version), 'id', 'an id that is a number');
    expect((await save('editor', 'theatre-price', 'th-nowhere', NEW, version)).status).toBe(404);
    // An FAQ's id names no theatre.
    expect((await save('editor', 'theatre-price', 'faq-what-is', NEW, version)).status).toBe(404);
    // A theatre's prices are edited, not added nor removed.
    expect((await as('editor', 'recordSave', { kind: 'theatre-price', fields: NEW })).status).toBe(400);
    expect((await as('editor', 'recordRemove', { kind: 'theatre-price', id: AURORA.id }, version)).status).toBe(400);
    expect((await save('manager', 'theatre-price', AURORA.id, NEW, version)).status).toBe(403);
    expect(await revisions()).toBe(before);
    expect(await prices()).toMatchObject({ version, fields });
  });

  it('rolled back with a release: the old prices are live again and charged, each a new version in the history', async () => {
    await publish();
    const release = await readLiveContent(h.db);
    const { version } = await prices();
    await save('editor', 'theatre-price', AURORA.id, { ...NEW, offerPrice: 2999 }, version);
    await publish();
    expect((await publicAurora()).offerPrice).toBe(2999);
    await h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()));
    const back = (await publicAurora()).offerPrice;
    expect(back).not.toBe(2999);
    const booked = await h.post('booking/new/addbooking', addBookingBody(nextDay(), { subTotal: back }), auth(await newToken(h)));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [entry] = (await as('editor', 'history', { kind: 'theatre-price', recordId: AURORA.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', label: "Aurora's prices", staffName: 'Admin token' });
    expect(await prices()).toMatchObject({ state: 'live', version: version + 2, fields: { offerPrice: back } });
  });
});

describe("a theatre's photos", () => {
  const photos = ['/media/theatres/th-aurora-2.jpg', '/media/theatres/th-aurora-1.jpg'];

  it('saved in a new order as a draft: the site shows them after Publish; Rollback brings the old ones back', async () => {
    const before = await photosOf();
    expect(before).toMatchObject({ state: 'live', version: 1, label: 'Aurora' });
    const saved = await save('editor', 'theatre-photos', AURORA.id, { images: photos }, before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record).toMatchObject({ state: 'changed', version: 2, fields: { images: photos }, live: before.live });
    expect((await publicAurora()).image).toEqual(before.live?.images);
    expect((await publicAurora(await freezeDrafts(h.db))).image).toEqual(photos);
    const release = await readLiveContent(h.db);
    await publish();
    expect((await publicAurora()).image).toEqual(photos);
    await h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()));
    expect((await publicAurora()).image).toEqual(before.live?.images);
    const [entry] = (await as('editor', 'history', { kind: 'theatre-photos', recordId: AURORA.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', label: "Aurora's photos" });
  });

  it('saved by two editors at once: one wins, the other gets 412 with the photos as they are now', async () => {
    const now = await photosOf();
    const [a, b] = await Promise.all([
      save('editor', 'theatre-photos', AURORA.id, { images: photos }, now.version),
      save('editor2', 'theatre-photos', AURORA.id, { images: [photos[1]] }, now.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.current).toMatchObject({ version: now.version + 1, fields: { images: won.body.record.fields.images } });
  });

  it('refuses what the site could not serve, naming the field: none, too many, twice the same, not under /media/, a file it does not have', async () => {
    const { version, fields } = await photosOf();
    const before = await revisions();
    for (const images of [
      [],
      Array.from({ length: 13 }, (_, i) => `/media/theatres/x${i}.jpg`),
      [photos[0], photos[0]],
      ['https://elsewhere.example/a.jpg'],
      ['/media/../server/config.ts'],
      ['/media/theatres/a.gif'],
      ['/media/theatres/a\u0000.jpg'],
      [`/media/theatres/${'a'.repeat(100_000)}.jpg`],
      [42],
      [null],
      'not a list',
      { 0: photos[0] },
    ])
      await refused(save('editor', 'theatre-photos', AURORA.id, { images }, version), 'fields.images', JSON.stringify(images).slice(0, 60));
    expect((await save('editor', 'theatre-photos', 'th-nowhere', { images: photos }, version)).status).toBe(404);
    expect((await save('editor', 'theatre-photos', 'faq-what-is', { images: photos }, version)).status).toBe(404);
    expect((await as('editor', 'recordSave', { kind: 'theatre-photos', fields: { images: photos } })).status).toBe(400);
    expect(await revisions()).toBe(before);
    expect(await photosOf()).toMatchObject({ version, fields });
  });

  // A record's single images are checked against the media folder; a list of them is not yet, so
  // this save goes through. Expected to fail until the photos' paths are checked as the others are.
  it('with the media folder the server serves, refuses a photo it does not have, naming it; nothing saved', async () => {
    const { version, fields } = await photosOf();
    const before = await revisions();
    const served = deskApp(h.db, { now: clock.now, mediaDir: 'server/media' });
    const cookie = await sessionCookie(h.db, staff.editor.id, clock.now());
    const missing = await deskCall(
      served,
      'recordSave',
      { kind: 'theatre-photos', id: AURORA.id, fields: { images: [photos[0], '/media/theatres/no-such-photo.jpg'] } },
      { cookie, headers: { 'if-match': `"${version}"` } },
    );
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('fields.images.1');
    expect(await revisions()).toBe(before);
    const fine = await deskCall(
      served,
      'recordSave',
      { kind: 'theatre-photos', id: AURORA.id, fields: { images: [...fields.images].reverse() } },
      { cookie, headers: { 'if-match': `"${version}"` } },
    );
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});
