import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySnapshot, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import type { Snapshot } from '../../server/content/snapshot.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addBookingBody, AURORA, auth, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { publicAnswer } from './publicView.ts';

/**
 * A theatre's prices edited at the desk: a draft the site neither shows nor charges until Publish;
 * then pages and charges change together, and a booking held before keeps the prices it was made with.
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
const aurora = async () => (await as('editor', 'catalogueTheatres', {})).body.theatres.find((t: { id: string }) => t.id === AURORA.id);
const publish = () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));

let day = 3;
const nextDay = () => addDays(tomorrow(clock.now()), day++);

describe("a theatre's prices", () => {
  it('saved as a draft: the site shows and charges the old ones, a build of the drafts shows the new', async () => {
    const before = await aurora();
    expect(before).toMatchObject({ state: 'live', version: 1, prices: { ...SEEDED }, live: { ...SEEDED } });
    const saved = await as('editor', 'theatrePriceSave', { id: AURORA.id, ...NEW }, before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.theatre).toMatchObject({ state: 'changed', version: 2, prices: NEW, live: { ...SEEDED } });
    expect((await publicAurora()).offerPrice).toBe(SEEDED.offerPrice);
    expect((await publicAurora(await freezeDrafts(h.db))).offerPrice).toBe(NEW.offerPrice);
    // Charged at the live price: a booking sent with the seeded sub total goes through.
    const booked = await h.post('booking/new/addbooking', addBookingBody(nextDay()), auth(await newToken(h)));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect((await as('editor', 'contentChanges', {})).body.changes).toEqual([
      expect.objectContaining({ page: '/theaters', what: "Aurora's prices changed", by: 'Esha Editor' }),
    ]);
  });

  it('published: pages and charges change together; a booking held before keeps the prices it was made with', async () => {
    const token = await newToken(h);
    const held = await h.post('booking/new/addbooking', addBookingBody(nextDay(), { noOfPersons: 3, subTotal: 2148 + 299 }), auth(token));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    await publish();
    expect((await publicAurora()).offerPrice).toBe(NEW.offerPrice);
    expect(await aurora()).toMatchObject({ state: 'live', prices: NEW, live: NEW });
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
    const now = await aurora();
    const [a, b] = await Promise.all([
      as('editor', 'theatrePriceSave', { id: AURORA.id, ...NEW, offerPrice: 2599 }, now.version),
      as('editor2', 'theatrePriceSave', { id: AURORA.id, ...NEW, offerPrice: 2699 }, now.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const lost = a.status === 412 ? a : b;
    const won = a.status === 412 ? b : a;
    expect(lost.body.current.prices.offerPrice).toBe(won.body.theatre.prices.offerPrice);
    expect((await as('editor', 'theatrePriceSave', { id: AURORA.id, ...NEW })).status).toBe(428);
  });

  it('refuses what is not a price, an unknown theatre and a manager; nothing saved', async () => {
    const { version } = await aurora();
    const before = (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;
    for (const bad of [
      { offerPrice: -1 },
      { offerPrice: 2499.5 },
      { offerPrice: '2499' },
      { offerPrice: 100_001 },
      { ninetyPrice: null },
      { id: 'th-a\u0000' },
      { id: 'x'.repeat(10_000) },
    ])
      expect(
        (await as('editor', 'theatrePriceSave', { id: AURORA.id, ...NEW, ...bad }, version)).status,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(400);
    expect((await as('editor', 'theatrePriceSave', { ...NEW, id: 'th-nowhere' }, version)).status).toBe(404);
    expect((await as('manager', 'theatrePriceSave', { id: AURORA.id, ...NEW }, version)).status).toBe(403);
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n).toBe(before);
  });

  it('rolled back with a release: the old prices are live again and charged, each a new version in the history', async () => {
    await publish();
    const release = await readLiveContent(h.db);
    const { version } = await aurora();
    await as('editor', 'theatrePriceSave', { id: AURORA.id, ...NEW, offerPrice: 2999 }, version);
    await publish();
    expect((await publicAurora()).offerPrice).toBe(2999);
    await h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()));
    const back = (await publicAurora()).offerPrice;
    expect(back).not.toBe(2999);
    const booked = await h.post('booking/new/addbooking', addBookingBody(nextDay(), { subTotal: back }), auth(await newToken(h)));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [entry] = (await as('editor', 'history', { kind: 'theatre-price', recordId: AURORA.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', label: "Aurora's prices", staffName: 'Admin token' });
  });
});

describe("a theatre's photos", () => {
  const photos = ['/media/theatres/th-aurora-2.jpg', '/media/theatres/th-aurora-1.jpg'];

  it('saved in a new order as a draft: the site shows them after Publish; Rollback brings the old ones back', async () => {
    const before = (await aurora()).photos;
    expect(before).toMatchObject({ state: 'live', version: 1 });
    const saved = await as('editor', 'theatrePhotosSave', { id: AURORA.id, images: photos }, before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.theatre.photos).toMatchObject({ state: 'changed', version: 2, images: photos, live: before.live });
    expect((await publicAurora()).image).toEqual(before.live);
    expect((await publicAurora(await freezeDrafts(h.db))).image).toEqual(photos);
    const release = await readLiveContent(h.db);
    await publish();
    expect((await publicAurora()).image).toEqual(photos);
    await h.db.transaction((tx) => restoreLiveContent(tx, release, PUBLISHER, clock.now()));
    expect((await publicAurora()).image).toEqual(before.live);
    const [entry] = (await as('editor', 'history', { kind: 'theatre-photos', recordId: AURORA.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', label: "Aurora's photos" });
  });

  it('refuses what the site could not serve: none, too many, twice the same, not under /media/, a file it does not have', async () => {
    const { version } = (await aurora()).photos;
    for (const images of [
      [],
      Array.from({ length: 13 }, (_, i) => `/media/theatres/x${i}.jpg`),
      [photos[0], photos[0]],
      ['https://elsewhere.example/a.jpg'],
      ['/media/../server/config.ts'],
      ['/media/theatres/a.gif'],
      'not a list',
    ])
      expect(
        (await as('editor', 'theatrePhotosSave', { id: AURORA.id, images }, version)).status,
        JSON.stringify(images).slice(0, 60),
      ).toBe(400);
    // With the media folder the server serves, a path to no file is refused too.
    const served = deskApp(h.db, { now: clock.now, mediaDir: 'server/media' });
    const cookie = await sessionCookie(h.db, staff.editor.id, clock.now());
    const missing = await deskCall(
      served,
      'theatrePhotosSave',
      { id: AURORA.id, images: ['/media/theatres/no-such-photo.jpg'] },
      { cookie, headers: { 'if-match': `"${version}"` } },
    );
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('images.0');
    const fine = await deskCall(
      served,
      'theatrePhotosSave',
      { id: AURORA.id, images: photos },
      { cookie, headers: { 'if-match': `"${version}"` } },
    );
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});
