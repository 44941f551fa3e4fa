import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../../server/content/saveRecord.ts';
import { applySnapshot, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import type { LiveContent, Snapshot } from '../../server/content/snapshot.ts';
import { rollbackTo } from '../../server/site/releaseSteps.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { largestJsonBytes } from '../../src/lib/api/jsonSize.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { publicAnswer } from './publicView.ts';

/**
 * The editors' FAQs and the offer popup, records of the desk's records mechanism: drafts the public
 * never sees before Publish, saves against the version read (412 over a newer one, with the record
 * as it is now), an FAQ's place as its position, the history with who, before and after, and
 * restore; Publish and Rollback's data side, to releases made now and to ones stored in the lists
 * releases kept before these were records.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let siteDir: string;
const staff = {} as Record<'editor' | 'editor2' | 'owner' | 'manager', TestStaff>;
const PUBLISHER = { staffId: null, staffName: 'Admin token' };

interface DeskRecord {
  id: string;
  label: string;
  version: number;
  state: string;
  fields: Record<string, any>;
  live: Record<string, any> | null;
}

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  siteDir = mkdtempSync(join(tmpdir(), 'desk-content-'));
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.editor2 = await addTestStaff(h.db, 'editor', { name: 'Eric Editor' });
  staff.owner = await addTestStaff(h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(async () => {
  await h?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number | string) {
  const headers: Record<string, string> =
    version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version };
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()), headers });
}
const list = async (kind: RecordKind): Promise<DeskRecord[]> => {
  const res = await as('editor', 'recordList', { kind });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.records;
};
const faqList = () => list('faq');
/** A record's fields saved as a draft by `who`: a new one without an id, else against `version`. */
const save = (who: keyof typeof staff, kind: RecordKind, id: string | undefined, fields: unknown, version?: number | string) =>
  as(who, 'recordSave', { kind, ...(id === undefined ? {} : { id }), fields }, version);
const revisions = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;

/** The FAQs the public API answers (what a page built now shows), or as a build of `view` reads them. */
async function publicFaqs(view?: Snapshot): Promise<{ _id: string; question: string; answer: string }[]> {
  return (await publicAnswer(h.app, h.db, 'web/allmodules', view)).faqs;
}
const publicPopup = async (view?: Snapshot) => (await publicAnswer(h.app, h.db, 'web/getcontactus', view)).popup[0];
const publicAurora = async () =>
  (await publicAnswer(h.app, h.db, 'web/getalltheatres')).theatres.find((t: { _id: string }) => t._id === AURORA.id);

const publish = async () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));
/** Each save a second after the one before, as an editor's are: drafts are placed in the order they were saved. */
const later = () => clock.advance(1000);

/** A 400 that names `field` (or a field within it), after which nothing was saved. */
async function refused(res: Promise<{ status: number; body: any }>, field: string, what: string) {
  const { status, body } = await res;
  expect(status, `${what}: ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
  const named = (body.errors as { field: string }[] | undefined)?.some((e) => e.field === field || e.field.startsWith(`${field}.`));
  expect(named || String(body.message).startsWith(field), `${what}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
}

describe('an FAQ edited at the desk', () => {
  it('is a draft: the public sees the old text until Publish, a build of the drafts sees the new one', async () => {
    const before = await faqList();
    const first = before[0];
    expect(first).toMatchObject({ state: 'live', version: 1, fields: { position: 1 } });
    const saved = await save(
      'editor',
      'faq',
      first.id,
      { ...first.fields, question: 'How early should we arrive?', answer: 'Ten minutes before.' },
      first.version,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record).toMatchObject({
      state: 'changed',
      version: 2,
      fields: { question: 'How early should we arrive?' },
      live: { question: first.fields.question },
    });

    expect((await publicFaqs()).find((f) => f._id === first.id)?.question).toBe(first.fields.question);
    const drafts = await freezeDrafts(h.db);
    expect((await publicFaqs(drafts)).find((f) => f._id === first.id)?.question).toBe('How early should we arrive?');
    const changes = (await as('editor', 'contentChanges', {})).body.changes;
    expect(changes).toEqual([
      { page: '/Faqs', what: 'FAQ "How early should we arrive?" changed', by: 'Esha Editor', at: clock.now().toISOString() },
    ]);

    const live = await publish();
    expect(live.records?.faq?.find((f) => f.id === first.id)?.fields.question).toBe('How early should we arrive?');
    expect((await publicFaqs()).find((f) => f._id === first.id)?.question).toBe('How early should we arrive?');
    expect((await faqList())[0]).toMatchObject({ id: first.id, state: 'live', version: 2 });
    expect((await as('editor', 'contentChanges', {})).body.changes).toEqual([]);
  });

  it('saved over a newer change is refused (412) with the FAQ as it is now; two editors saving at once: one wins', async () => {
    const faq = (await faqList())[1];
    const [a, b] = await Promise.all([
      save('editor', 'faq', faq.id, { ...faq.fields, question: 'Esha’s question?', answer: 'Esha’s answer.' }, faq.version),
      save('editor2', 'faq', faq.id, { ...faq.fields, question: 'Eric’s question?', answer: 'Eric’s answer.' }, faq.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.message).toBe(STALE);
    expect(lost.body.current).toMatchObject({
      id: faq.id,
      state: 'changed',
      fields: { question: won.body.record.fields.question, answer: won.body.record.fields.answer },
      version: faq.version + 1,
    });
    // One draft and one line of history: the loser's save left nothing behind.
    const history = (await as('editor', 'history', { kind: 'faq', recordId: faq.id })).body.entries;
    expect(history.filter((e: { version: number }) => e.version === faq.version + 1)).toHaveLength(1);
    // Saved again from what they were shown, it goes through.
    const again = await save(
      'editor',
      'faq',
      faq.id,
      { ...faq.fields, question: 'Both agreed?', answer: 'Yes.' },
      lost.body.current.version,
    );
    expect(again.status).toBe(200);
    expect(again.body.record.version).toBe(faq.version + 2);
    // Without a version, or with one that is not a number: refused, nothing saved.
    expect((await save('editor', 'faq', faq.id, { ...faq.fields, question: 'No version?', answer: 'x' })).status).toBe(428);
    expect((await save('editor', 'faq', faq.id, { ...faq.fields, question: 'Bad version?', answer: 'x' }, 'v2')).status).toBe(400);
    expect((await faqList())[1].fields.question).toBe('Both agreed?');
  });

  it('refuses what the site could not show, naming the field: empty, too long, NUL, wrong types, a bad position; nothing saved', async () => {
    const [faq] = await faqList();
    const before = await revisions();
    const good = faq.fields;
    const bad: [Record<string, unknown>, string][] = [
      [{ question: '' }, 'fields.question'],
      [{ question: '   ' }, 'fields.question'],
      [{ question: 'q'.repeat(301) }, 'fields.question'],
      [{ question: 'q'.repeat(70_000) }, 'fields.question'],
      [{ answer: 'a'.repeat(3001) }, 'fields.answer'],
      [{ question: 'q\u0000' }, 'fields.question'],
      [{ answer: 'a\u0000b' }, 'fields.answer'],
      [{ question: 42 }, 'fields.question'],
      [{ answer: ['a', 'list'] }, 'fields.answer'],
      [{ answer: undefined }, 'fields.answer'],
      [{ position: 0 }, 'fields.position'],
      [{ position: 1.5 }, 'fields.position'],
      [{ position: '2' }, 'fields.position'],
      [{ position: 1000 }, 'fields.position'],
      [{ position: null }, 'fields.position'],
    ];
    for (const [change, field] of bad)
      await refused(save('editor', 'faq', faq.id, { ...good, ...change }, faq.version), field, JSON.stringify(change).slice(0, 60));
    await refused(save('editor', 'faq', 'x'.repeat(5000), good, faq.version), 'id', 'a huge id');
    await refused(save('editor', 'faq', 'faq-\u0000', good, faq.version), 'id', 'a NUL in the id');
    // An FAQ there is not, or a record of another kind: nothing to save over.
    expect((await save('editor', 'faq', 'faq-nowhere', good, faq.version)).status).toBe(404);
    expect((await save('editor', 'faq', AURORA.id, good, faq.version)).status).toBe(404);
    // The records' call takes the largest record it has (the policies): more than that is not read.
    const most = largestJsonBytes(deskCalls.recordSave.request);
    expect((await save('editor', 'faq', undefined, { ...good, answer: 'a'.repeat(most) })).status).toBe(413);
    expect(await revisions()).toBe(before);
    expect((await faqList())[0]).toMatchObject({ version: faq.version, fields: good });
  });

  it('added, moved by its position and removed: the list shows the order Publish makes, each waits for Publish', async () => {
    await publish();
    const start = await faqList();
    const ids = start.map((f) => f.id);
    expect(start.map((f) => f.fields.position)).toEqual(ids.map((_, i) => i + 1));

    later();
    const added = await save('editor', 'faq', undefined, {
      question: 'Can we bring our own cake?',
      answer: 'Yes, and we keep it cold.',
      position: ids.length + 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.record).toMatchObject({ state: 'new', version: 1, live: null });
    const id = added.body.record.id;
    expect((await publicFaqs()).some((f) => f._id === id)).toBe(false);
    expect((await faqList()).map((f) => f.id)).toEqual([...ids, id]);

    // Moved to the top: saved with position 1.
    later();
    const moved = await save('editor', 'faq', id, { ...added.body.record.fields, position: 1 }, added.body.record.version);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await faqList()).map((f) => f.id)).toEqual([id, ...ids]);
    // A live FAQ moved down to third: the others keep their order around it.
    const second = start[1];
    later();
    expect((await save('editor', 'faq', second.id, { ...second.fields, position: 3 }, second.version)).status).toBe(200);
    const order = [id, ids[0], ids[1], ...ids.slice(2)];
    order.splice(order.indexOf(second.id), 1);
    order.splice(2, 0, second.id);
    expect((await faqList()).map((f) => f.id)).toEqual(order);

    // Removed: still shown until Publish; the list puts it last.
    const gone = start[3];
    later();
    const removed = await as('editor', 'recordRemove', { kind: 'faq', id: gone.id }, gone.version);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.record.state).toBe('removed');
    expect((await publicFaqs()).some((f) => f._id === gone.id)).toBe(true);
    const shown = await faqList();
    expect(shown.at(-1)).toMatchObject({ id: gone.id, state: 'removed' });
    const willBe = shown.filter((f) => f.state !== 'removed').map((f) => f.id);
    expect(willBe).toEqual(order.filter((x) => x !== gone.id));

    await publish();
    expect((await publicFaqs()).map((f) => f._id)).toEqual(willBe);
    const after = await faqList();
    expect(after.map((f) => f.id)).toEqual(willBe);
    expect(after.every((f) => f.state === 'live')).toBe(true);
    expect(after.map((f) => f.fields.position)).toEqual(willBe.map((_, i) => i + 1));
    // Removed, it is no more: neither saved nor removed again.
    expect((await save('editor', 'faq', gone.id, gone.fields, gone.version + 1)).status).toBe(404);
    expect((await as('editor', 'recordRemove', { kind: 'faq', id: gone.id }, gone.version + 1)).status).toBe(404);
  });

  // The list gives a record without a draft its live position, not its place in the order the list
  // shows: saved as given, the other FAQ is placed back at that position, before the one moved.
  // Expected to fail until the list's fields carry the place it shows.
  it("moved, keeps its place when another FAQ's text is saved afterwards from the list as shown", async () => {
    const start = await faqList();
    const last = start.at(-1)!;
    later();
    expect((await save('editor', 'faq', last.id, { ...last.fields, position: 1 }, last.version)).status).toBe(200);
    const shown = await faqList();
    expect(shown[0].id).toBe(last.id);
    // Another editor changes the text of the FAQ now second, with the fields the list gave.
    const other = shown[1];
    later();
    const saved = await save('editor2', 'faq', other.id, { ...other.fields, answer: 'Saved after the move.' }, other.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const willBe = (await faqList()).map((f) => f.id);
    expect(willBe).toEqual(shown.map((f) => f.id));
    await publish();
    expect((await publicFaqs()).map((f) => f._id)).toEqual(willBe);
  });

  it('a draft saved while a Publish builds stays a draft for the next one', async () => {
    const faq = (await faqList())[0];
    await save('editor', 'faq', faq.id, { ...faq.fields, question: 'First draft?', answer: 'a' }, faq.version);
    const frozen = await freezeDrafts(h.db);
    await save('editor', 'faq', faq.id, { ...faq.fields, question: 'Second draft?', answer: 'b' }, faq.version + 1);
    await h.db.transaction((tx) => applySnapshot(tx, frozen, PUBLISHER, clock.now()));
    expect((await publicFaqs())[0].question).toBe('First draft?');
    expect((await faqList())[0]).toMatchObject({ state: 'changed', fields: { question: 'Second draft?' } });
    await publish();
    expect((await publicFaqs())[0].question).toBe('Second draft?');
  });
});

describe('the history', () => {
  it("lists every change with the editor's name, before and after; an earlier version is restored as a draft", async () => {
    const faq = (await faqList())[0];
    const mine = await as('editor', 'history', { kind: 'faq', recordId: faq.id });
    expect(mine.status).toBe(200);
    const [latest, previous] = mine.body.entries;
    expect(latest).toMatchObject({
      action: 'save',
      staffName: 'Esha Editor',
      label: 'FAQ "Second draft?"',
      after: { question: 'Second draft?' },
      before: { question: 'First draft?' },
    });
    expect(previous.after.question).toBe('First draft?');
    // Each entry says the version its record is at now, which a restore names.
    expect([latest.recordVersion, previous.recordVersion]).toEqual([faq.version, faq.version]);
    const site = await as('owner', 'history', {});
    expect(site.body.entries.length).toBeGreaterThan(mine.body.entries.length);
    expect(new Set(site.body.entries.map((e: { kind: string }) => e.kind))).toEqual(new Set(['faq']));

    const restored = await as('editor', 'historyRestore', { revisionId: previous.id }, faq.version);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await faqList())[0]).toMatchObject({ state: 'changed', fields: { question: 'First draft?' }, version: faq.version + 1 });
    expect((await as('editor', 'historyRestore', { revisionId: previous.id }, faq.version)).status).toBe(412);
    for (const bad of [{ revisionId: 'x' }, { revisionId: -1 }, { revisionId: 1.5 }, {}])
      expect((await as('editor', 'historyRestore', bad, faq.version + 1)).status, JSON.stringify(bad)).toBe(400);
    expect((await as('editor', 'historyRestore', { revisionId: 999_999 }, 1)).status).toBe(404);
    expect((await as('editor', 'history', { page: '0' })).status).toBe(400);
    const audit = await auditOf(h.db, "action like 'content.%'");
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['content.faq.save', 'content.faq.add', 'content.faq.remove', 'content.restore']),
    );
  });

  it("still reads an entry of the FAQs' order from before each FAQ held its position; restoring it is refused (409), nothing changes", async () => {
    const faqs = await faqList();
    const ids = faqs.map((f) => f.id);
    // As the desk wrote a reorder when the order was a record of its own.
    const [{ id: revisionId }] = await h.db.query<{ id: number }>(
      `insert into edit_revisions (kind, record_id, version, action, before, after, staff_name, at)
       values ('faq-order', 'all', 2, 'save', $1::jsonb, $2::jsonb, 'Esha Editor', $3) returning id`,
      [JSON.stringify({ ids }), JSON.stringify({ ids: [...ids].reverse() }), clock.now()],
    );
    const entry = (await as('owner', 'history', {})).body.entries.find((e: { id: number }) => e.id === revisionId);
    expect(entry).toMatchObject({ kind: 'faq-order', label: "The FAQs' order", after: { ids: [...ids].reverse() } });
    const before = await revisions();
    const res = await as('editor', 'historyRestore', { revisionId }, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toMatch(/move the FAQs/);
    expect(await revisions()).toBe(before);
    expect(await faqList()).toEqual(faqs);
  });
});

describe('who may', () => {
  it('editors and the owner edit; a manager and no session may not, and nothing changes', async () => {
    const faq = (await faqList())[0];
    expect((await save('owner', 'faq', faq.id, { ...faq.fields, question: 'Owner’s?', answer: 'x' }, faq.version)).status).toBe(200);
    expect((await save('manager', 'faq', faq.id, { ...faq.fields, question: 'Manager’s?', answer: 'x' }, faq.version + 1)).status).toBe(
      403,
    );
    expect((await as('manager', 'recordRemove', { kind: 'faq', id: faq.id }, faq.version + 1)).status).toBe(403);
    expect((await as('manager', 'recordList', { kind: 'faq' })).status).toBe(403);
    expect((await deskCall(desk, 'recordList', { kind: 'faq' })).status).toBe(401);
    expect((await faqList())[0].fields.question).toBe('Owner’s?');
  });
});

describe('the offer popup', () => {
  const popupOf = async () => (await list('popup'))[0];

  it('is a draft until Publish: its text, image and switches; then the home page and the footer have it', async () => {
    const popup = await popupOf();
    expect(popup).toMatchObject({ state: 'live', version: 1, fields: { modalEnabled: true, popupBoolean: true } });
    const fields = { title: 'Diwali week: ₹500 off every combo', modalEnabled: true, popupBoolean: false, image: popup.fields.image };
    const saved = await save('editor', 'popup', popup.id, fields, popup.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record).toMatchObject({ state: 'changed', version: 2, fields, live: popup.live });
    expect((await publicPopup()).title).toBe(popup.live?.title);
    expect(await publicPopup(await freezeDrafts(h.db))).toMatchObject({ title: fields.title, popupBoolean: false });
    expect((await as('editor', 'contentChanges', {})).body.changes).toContainEqual(
      expect.objectContaining({ page: '/', what: `The offer popup "${fields.title}" changed` }),
    );
    await publish();
    expect(await publicPopup()).toMatchObject({ _id: popup.id, ...fields });
    expect((await popupOf()).state).toBe('live');
    const [entry] = (await as('editor', 'history', { kind: 'popup', recordId: popup.id })).body.entries;
    expect(entry).toMatchObject({ action: 'save', label: `The offer popup "${fields.title}"` });
  });

  it('refuses what the home page could not show, naming the field; an unknown popup, a new or removed one, a stale version and a manager', async () => {
    const popup = await popupOf();
    const before = await revisions();
    const good = popup.fields;
    for (const [bad, field] of [
      [{ title: '' }, 'fields.title'],
      [{ title: 't'.repeat(161) }, 'fields.title'],
      [{ title: 't'.repeat(100_000) }, 'fields.title'],
      [{ title: 'a\u0000b' }, 'fields.title'],
      [{ title: 500 }, 'fields.title'],
      [{ modalEnabled: 'yes' }, 'fields.modalEnabled'],
      [{ popupBoolean: 1 }, 'fields.popupBoolean'],
      [{ popupBoolean: null }, 'fields.popupBoolean'],
      [{ image: 'https://elsewhere.example/x.jpg' }, 'fields.image'],
      [{ image: '/media/../server/config.ts' }, 'fields.image'],
      [{ image: '/media/popups/offer.svg' }, 'fields.image'],
      [{ image: '/media/popups/a\u0000.jpg' }, 'fields.image'],
      [{ image: `/media/${'p'.repeat(10_000)}.jpg` }, 'fields.image'],
    ] as const)
      await refused(save('editor', 'popup', popup.id, { ...good, ...bad }, popup.version), field, JSON.stringify(bad).slice(0, 60));
    expect((await save('editor', 'popup', 'popup-none', good, popup.version)).status).toBe(404);
    // Another kind's record is not a popup.
    expect((await save('editor', 'popup', (await faqList())[0].id, good, popup.version)).status).toBe(404);
    // There is one popup: none is added, and it is not removed (switched off instead).
    expect((await save('editor', 'popup', undefined, good)).status).toBe(400);
    expect((await as('editor', 'recordRemove', { kind: 'popup', id: popup.id }, popup.version)).status).toBe(400);
    expect((await save('editor', 'popup', popup.id, good, popup.version + 5)).status).toBe(412);
    expect((await save('manager', 'popup', popup.id, good, popup.version)).status).toBe(403);
    expect(await revisions()).toBe(before);
    expect(await popupOf()).toEqual(popup);
  });
});

describe('a rollback', () => {
  it("brings a release's content back, each changed FAQ a new version in the history; an open editor's save is then refused", async () => {
    await publish();
    const release = await readLiveContent(h.db);
    const faq = (await faqList())[0];
    await save('editor', 'faq', faq.id, { ...faq.fields, question: 'Changed after the release?', answer: 'Yes.' }, faq.version);
    await publish();
    expect((await publicFaqs())[0].question).toBe('Changed after the release?');
    await h.db.transaction((tx) => restoreLiveContent(tx, release, { staffId: staff.owner.id, staffName: 'Olga Owner' }, clock.now()));
    expect((await publicFaqs())[0].question).toBe(release.records?.faq?.[0].fields.question);
    const [entry] = (await as('editor', 'history', { kind: 'faq', recordId: faq.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', staffName: 'Olga Owner', before: { question: 'Changed after the release?' } });
    expect((await save('editor', 'faq', faq.id, { ...faq.fields, question: 'Stale?', answer: 'x' }, faq.version + 1)).status).toBe(412);
  });

  /** What the public pages show of everything below: the FAQs in their order, Aurora's prices and photos, the popup. */
  const shown = async () => {
    const aurora = await publicAurora();
    return {
      faqs: (await publicFaqs()).map((f) => ({ id: f._id, question: f.question, answer: f.answer })),
      aurora: {
        offerPrice: aurora.offerPrice,
        ninetyPrice: aurora.oneandhalfslotPrice,
        extraPersonPrice: aurora.extraPersonprice,
        ninetyExtraPersonPrice: aurora.onehalfanhourExtraPersonPrice,
        image: aurora.image,
      },
      popup: await publicPopup(),
    };
  };

  /** Every kind changed and published: an FAQ's text, one moved, one added, one removed; Aurora's prices and photos; the popup. */
  async function changeAndPublishEverything() {
    const faqs = await faqList();
    later();
    expect((await save('editor', 'faq', faqs[0].id, { ...faqs[0].fields, question: 'Rewritten since?' }, faqs[0].version)).status).toBe(
      200,
    );
    later();
    const last = faqs.at(-1)!;
    expect((await save('editor', 'faq', last.id, { ...last.fields, position: 1 }, last.version)).status).toBe(200);
    later();
    const added = await save('editor', 'faq', undefined, { question: 'Added since?', answer: 'Yes.', position: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    later();
    expect((await as('editor', 'recordRemove', { kind: 'faq', id: faqs[2].id }, faqs[2].version)).status).toBe(200);

    const prices = (await list('theatre-price')).find((r) => r.id === AURORA.id)!;
    const newPrices = { offerPrice: 2999, ninetyPrice: 2222, extraPersonPrice: 399, ninetyExtraPersonPrice: 333 };
    expect((await save('editor', 'theatre-price', AURORA.id, newPrices, prices.version)).status).toBe(200);
    const photos = (await list('theatre-photos')).find((r) => r.id === AURORA.id)!;
    const newPhotos = [...photos.fields.images].reverse().concat('/media/theatres/added-since.jpg');
    expect((await save('editor', 'theatre-photos', AURORA.id, { images: newPhotos }, photos.version)).status).toBe(200);
    const [popup] = await list('popup');
    const newPopup = { ...popup.fields, title: 'A new offer since', modalEnabled: !popup.fields.modalEnabled };
    expect((await save('editor', 'popup', popup.id, newPopup, popup.version)).status).toBe(200);

    await publish();
    const now = await shown();
    expect(now.faqs[0].id).toBe(last.id);
    expect(now.faqs.some((f) => f.id === added.body.record.id)).toBe(true);
    expect(now.faqs.some((f) => f.id === faqs[2].id)).toBe(false);
    expect(now.aurora).toMatchObject({ offerPrice: 2999, ninetyPrice: 2222, image: newPhotos });
    expect(now.popup.title).toBe('A new offer since');
    return { added: added.body.record.id as string, popupTitle: popup.fields.title as string };
  }

  /** Each kind's rollback is in its record's history, by the one who rolled back. */
  async function expectRollbackHistory(by: string, popupId: string, popupTitle: string) {
    const lastOf = async (kind: RecordKind, recordId: string) =>
      (await as('editor', 'history', { kind, recordId })).body.entries[0] as { action: string; label: string; staffName: string };
    expect(await lastOf('theatre-price', AURORA.id)).toMatchObject({ action: 'rollback', label: "Aurora's prices", staffName: by });
    expect(await lastOf('theatre-photos', AURORA.id)).toMatchObject({ action: 'rollback', label: "Aurora's photos", staffName: by });
    expect(await lastOf('popup', popupId)).toMatchObject({ action: 'rollback', label: `The offer popup "${popupTitle}"`, staffName: by });
  }

  it('puts the FAQs (text, order, one added and one removed since), the prices, the photos and the popup back', async () => {
    await publish();
    const release = await readLiveContent(h.db);
    const before = await shown();
    const { added, popupTitle } = await changeAndPublishEverything();

    const owner = { staffId: staff.owner.id, staffName: 'Olga Owner' };
    await h.db.transaction((tx) => restoreLiveContent(tx, release, owner, clock.now()));
    expect(await shown()).toEqual(before);
    // The desk shows the same, every record live; the FAQ added since is gone from it too.
    const faqs = await faqList();
    expect(faqs.map((f) => f.id)).toEqual(before.faqs.map((f) => f.id));
    expect(faqs.every((f) => f.state === 'live')).toBe(true);
    expect(faqs.some((f) => f.id === added)).toBe(false);
    expect((await list('theatre-price')).find((r) => r.id === AURORA.id)).toMatchObject({
      state: 'live',
      fields: { offerPrice: before.aurora.offerPrice, ninetyPrice: before.aurora.ninetyPrice },
    });
    expect((await list('theatre-photos')).find((r) => r.id === AURORA.id)?.fields.images).toEqual(before.aurora.image);
    await expectRollbackHistory('Olga Owner', before.popup._id, popupTitle);
  });

  it('to a release stored in the lists releases kept before these were records: the FAQs, prices, photos and popup come back', async () => {
    await publish();
    const before = await shown();
    // The live content as the code before the records kept it: the FAQs, the theatres' prices in
    // paise, their photos and the popups in lists of their own, the other kinds as records.
    const { records } = await readLiveContent(h.db);
    const { faq: _f, 'theatre-price': _p, 'theatre-photos': _ph, popup: _pu, ...others } = records ?? {};
    const old: LiveContent = {
      faqs: await h.db.query('select id, question, answer from faqs order by sort, id'),
      theatrePrices: await h.db.query(
        `select t.id, t.name, t.offer_price as "offerPricePaise", t.ninety_price as "ninetyPricePaise",
           t.extra_person_price as "extraPersonPricePaise", t.ninety_extra_person_price as "ninetyExtraPersonPricePaise"
         from theatres t join locations l on l.key = t.location_key order by l.sort, t.sort, t.id`,
      ),
      theatrePhotos: await h.db.query(
        'select t.id, t.name, t.images from theatres t join locations l on l.key = t.location_key order by l.sort, t.sort, t.id',
      ),
      popups: (await h.db.query<{ value: LiveContent['popups'] }>("select value from content where key = 'popups'"))[0].value,
      records: others,
    };
    expect(old.theatrePrices?.find((p) => p.id === AURORA.id)?.offerPricePaise).toBe(before.aurora.offerPrice * 100);
    // Kept as a publish that went live and was replaced, its pages in their folder.
    const releaseId = 'old-lists-release';
    const dir = join(siteDir, releaseId);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><p>Before the records</p>');
    await h.db.query(
      `insert into site_releases (id, kind, status, requested_by_name, requested_at, started_at, finished_at, stage,
         pages_done, pages_total, snapshot, content, dir)
       values ($1, 'publish', 'replaced', 'Esha Editor', $2, $2, $2, 'Live', 1, 1, '{"changes":[]}'::jsonb, $3::jsonb, $4)`,
      [releaseId, clock.now(), JSON.stringify(old), dir],
    );
    later();
    const { popupTitle } = await changeAndPublishEverything();

    const owner = { staffId: staff.owner.id, staffName: 'Olga Owner' };
    await h.db.transaction(async (tx) => (await rollbackTo(tx, releaseId, owner, clock.now(), siteDir)).value);
    expect(await shown()).toEqual(before);
    const faqs = await faqList();
    expect(faqs.map((f) => f.id)).toEqual(before.faqs.map((f) => f.id));
    expect(faqs.map((f) => f.fields.position)).toEqual(faqs.map((_, i) => i + 1));
    expect(faqs.every((f) => f.state === 'live')).toBe(true);
    expect((await list('theatre-price')).find((r) => r.id === AURORA.id)?.fields).toMatchObject({
      offerPrice: before.aurora.offerPrice,
      ninetyPrice: before.aurora.ninetyPrice,
      extraPersonPrice: before.aurora.extraPersonPrice,
    });
    await expectRollbackHistory('Olga Owner', before.popup._id, popupTitle);
    // Rolled back, the content is the records' again: a Publish keeps them as records.
    const live = await publish();
    expect(live.faqs).toBeUndefined();
    expect(live.records?.faq?.map((f) => f.id)).toEqual(before.faqs.map((f) => f.id));
  });
});
