import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE } from '../../server/content/saveRecord.ts';
import { applySnapshot, freezeDrafts, readLiveContent, restoreLiveContent } from '../../server/content/publishing.ts';
import type { Snapshot } from '../../server/content/snapshot.ts';
import { NOT_EVERY_FAQ } from '../../server/desk/contentRoutes.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { publicAnswer } from './publicView.ts';

/**
 * The editors' FAQs: drafts the public never sees before Publish, saves against the version read
 * (412 over a newer one, with the record as it is now), the history with who, before and after,
 * and restore; Publish and Rollback's data side.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
const staff = {} as Record<'editor' | 'editor2' | 'owner' | 'manager', TestStaff>;
const PUBLISHER = { staffId: null, staffName: 'Admin token' };

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.editor2 = await addTestStaff(h.db, 'editor', { name: 'Eric Editor' });
  staff.owner = await addTestStaff(h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => h?.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number | string) {
  const headers: Record<string, string> =
    version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version };
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()), headers });
}

/** The FAQs the public API answers (what a page built now shows), or as a build of `view` reads them. */
async function publicFaqs(view?: Snapshot): Promise<{ _id: string; question: string }[]> {
  return (await publicAnswer(h.app, h.db, 'web/allmodules', view)).faqs;
}

const publish = async () => h.db.transaction(async (tx) => applySnapshot(tx, await freezeDrafts(tx), PUBLISHER, clock.now()));
const faqList = async () => (await as('editor', 'contentFaqs', {})).body;

describe('an FAQ edited at the desk', () => {
  it('is a draft: the public sees the old text until Publish, a build of the drafts sees the new one', async () => {
    const before = await faqList();
    const first = before.faqs[0];
    expect(first).toMatchObject({ state: 'live', version: 1 });
    const saved = await as(
      'editor',
      'faqSave',
      { id: first.id, question: 'How early should we arrive?', answer: 'Ten minutes before.' },
      first.version,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.faq).toMatchObject({
      state: 'changed',
      version: 2,
      question: 'How early should we arrive?',
      live: { question: first.question },
    });

    expect((await publicFaqs()).find((f) => f._id === first.id)?.question).toBe(first.question);
    const drafts = await freezeDrafts(h.db);
    expect((await publicFaqs(drafts)).find((f) => f._id === first.id)?.question).toBe('How early should we arrive?');
    const changes = (await as('editor', 'contentChanges', {})).body.changes;
    expect(changes).toEqual([
      { page: '/Faqs', what: 'FAQ "How early should we arrive?" changed', by: 'Esha Editor', at: clock.now().toISOString() },
    ]);

    const live = await publish();
    expect(live.faqs.find((f) => f.id === first.id)?.question).toBe('How early should we arrive?');
    expect((await publicFaqs()).find((f) => f._id === first.id)?.question).toBe('How early should we arrive?');
    expect((await faqList()).faqs[0]).toMatchObject({ id: first.id, state: 'live', version: 2 });
    expect((await as('editor', 'contentChanges', {})).body.changes).toEqual([]);
  });

  it('saved over a newer change is refused (412) with the FAQ as it is now; two editors saving at once: one wins', async () => {
    const { faqs } = await faqList();
    const faq = faqs[1];
    const [a, b] = await Promise.all([
      as('editor', 'faqSave', { id: faq.id, question: 'Esha’s question?', answer: 'Esha’s answer.' }, faq.version),
      as('editor2', 'faqSave', { id: faq.id, question: 'Eric’s question?', answer: 'Eric’s answer.' }, faq.version),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.message).toBe(STALE);
    expect(lost.body.current).toMatchObject({ id: faq.id, question: won.body.faq.question, version: faq.version + 1 });
    // Saved again from what they were shown, it goes through.
    const again = await as('editor', 'faqSave', { id: faq.id, question: 'Both agreed?', answer: 'Yes.' }, lost.body.current.version);
    expect(again.status).toBe(200);
    expect(again.body.faq.version).toBe(faq.version + 2);
    // Without a version, or with one that is not a number: refused, nothing saved.
    expect((await as('editor', 'faqSave', { id: faq.id, question: 'No version?', answer: 'x' })).status).toBe(428);
    expect((await as('editor', 'faqSave', { id: faq.id, question: 'Bad version?', answer: 'x' }, 'v2')).status).toBe(400);
    expect((await faqList()).faqs[1].question).toBe('Both agreed?');
  });

  it('refuses what the site could not show: empty, too long, NUL, wrong types, an unknown FAQ; nothing saved', async () => {
    const { faqs } = await faqList();
    const before = (await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n;
    const v = faqs[0].version;
    const bad: [unknown, number][] = [
      [{ id: faqs[0].id, question: '', answer: 'x' }, 400],
      [{ id: faqs[0].id, question: '   ', answer: 'x' }, 400],
      [{ id: faqs[0].id, question: 'q'.repeat(301), answer: 'x' }, 400],
      [{ id: faqs[0].id, question: 'q', answer: 'a'.repeat(3001) }, 400],
      [{ id: faqs[0].id, question: 'q\u0000', answer: 'x' }, 400],
      [{ id: faqs[0].id, question: 42, answer: 'x' }, 400],
      [{ id: faqs[0].id, question: 'q' }, 400],
      [{ id: 'x'.repeat(5000), question: 'q', answer: 'a' }, 400],
      [{ id: 'faq-nowhere', question: 'q', answer: 'a' }, 404],
    ];
    for (const [body, status] of bad)
      expect((await as('editor', 'faqSave', body, v)).status, JSON.stringify(body).slice(0, 80)).toBe(status);
    expect((await as('editor', 'faqSave', { question: 'q'.repeat(70_000), answer: 'a' })).status).toBe(413);
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from edit_revisions'))[0].n).toBe(before);
  });

  it('added, reordered and removed: each waits for Publish; an order that leaves an FAQ out is refused', async () => {
    const added = await as('editor', 'faqSave', { question: 'Can we bring our own cake?', answer: 'Yes, and we keep it cold.' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.faq).toMatchObject({ state: 'new', version: 1, live: null });
    const id = added.body.faq.id;
    expect((await publicFaqs()).some((f) => f._id === id)).toBe(false);

    const list = await faqList();
    const ids = list.faqs.map((f: { id: string }) => f.id);
    expect(ids.at(-1)).toBe(id);
    expect((await as('editor', 'faqOrder', { ids: ids.slice(1) }, list.order.version)).body.message).toBe(NOT_EVERY_FAQ);
    expect((await as('editor', 'faqOrder', { ids: [ids[0], ...ids] }, list.order.version)).status).toBe(409);
    const reordered = await as('editor', 'faqOrder', { ids: [id, ...ids.slice(0, -1)] }, list.order.version);
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.faqs[0].id).toBe(id);
    expect(reordered.body.order).toEqual({ version: list.order.version + 1, changed: true });

    const gone = list.faqs[2];
    expect((await as('editor', 'faqRemove', { id: gone.id }, gone.version)).body.faq.state).toBe('removed');
    expect((await publicFaqs()).some((f) => f._id === gone.id)).toBe(true);

    await publish();
    const shown = await publicFaqs();
    expect(shown[0]._id).toBe(id);
    expect(shown.some((f) => f._id === gone.id)).toBe(false);
    expect((await faqList()).faqs.every((f: { state: string }) => f.state === 'live')).toBe(true);
  });

  it('a draft saved while a Publish builds stays a draft for the next one', async () => {
    const faq = (await faqList()).faqs[0];
    await as('editor', 'faqSave', { id: faq.id, question: 'First draft?', answer: 'a' }, faq.version);
    const frozen = await freezeDrafts(h.db);
    await as('editor', 'faqSave', { id: faq.id, question: 'Second draft?', answer: 'b' }, faq.version + 1);
    await h.db.transaction((tx) => applySnapshot(tx, frozen, PUBLISHER, clock.now()));
    expect((await publicFaqs())[0].question).toBe('First draft?');
    expect((await faqList()).faqs[0]).toMatchObject({ state: 'changed', question: 'Second draft?' });
    await publish();
    expect((await publicFaqs())[0].question).toBe('Second draft?');
  });
});

describe('the history', () => {
  it("lists every change with the editor's name, before and after; an earlier version is restored as a draft", async () => {
    const faq = (await faqList()).faqs[0];
    const mine = await as('editor', 'history', { kind: 'faq', recordId: faq.id });
    expect(mine.status).toBe(200);
    const [latest, previous] = mine.body.entries;
    expect(latest).toMatchObject({
      action: 'save',
      staffName: 'Esha Editor',
      after: { question: 'Second draft?' },
      before: { question: 'First draft?' },
    });
    expect(previous.after.question).toBe('First draft?');
    // Each entry says the version its record is at now, which a restore names.
    expect([latest.recordVersion, previous.recordVersion]).toEqual([faq.version, faq.version]);
    const site = await as('owner', 'history', {});
    expect(site.body.entries.length).toBeGreaterThan(mine.body.entries.length);
    expect(new Set(site.body.entries.map((e: { kind: string }) => e.kind))).toEqual(new Set(['faq', 'faq-order']));

    const restored = await as('editor', 'historyRestore', { revisionId: previous.id }, faq.version);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await faqList()).faqs[0]).toMatchObject({ state: 'changed', question: 'First draft?', version: faq.version + 1 });
    expect((await as('editor', 'historyRestore', { revisionId: previous.id }, faq.version)).status).toBe(412);
    for (const bad of [{ revisionId: 'x' }, { revisionId: -1 }, { revisionId: 1.5 }, {}])
      expect((await as('editor', 'historyRestore', bad, faq.version + 1)).status, JSON.stringify(bad)).toBe(400);
    expect((await as('editor', 'historyRestore', { revisionId: 999_999 }, 1)).status).toBe(404);
    expect((await as('editor', 'history', { page: '0' })).status).toBe(400);
    const audit = await auditOf(h.db, "action like 'content.%'");
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['content.faq.save', 'content.faq.add', 'content.faq.order', 'content.faq.remove', 'content.restore']),
    );
  });
});

describe('a rollback', () => {
  it("brings a release's content back, each changed FAQ a new version in the history; an open editor's save is then refused", async () => {
    await publish();
    const release = await readLiveContent(h.db);
    const faq = (await faqList()).faqs[0];
    await as('editor', 'faqSave', { id: faq.id, question: 'Changed after the release?', answer: 'Yes.' }, faq.version);
    await publish();
    expect((await publicFaqs())[0].question).toBe('Changed after the release?');
    await h.db.transaction((tx) => restoreLiveContent(tx, release, { staffId: staff.owner.id, staffName: 'Olga Owner' }, clock.now()));
    expect((await publicFaqs())[0].question).toBe(release.faqs[0].question);
    const [entry] = (await as('editor', 'history', { kind: 'faq', recordId: faq.id })).body.entries;
    expect(entry).toMatchObject({ action: 'rollback', staffName: 'Olga Owner', before: { question: 'Changed after the release?' } });
    expect((await as('editor', 'faqSave', { id: faq.id, question: 'Stale?', answer: 'x' }, faq.version + 1)).status).toBe(412);
  });
});

describe('who may', () => {
  it('editors and the owner edit; a manager and no session may not, and nothing changes', async () => {
    const faq = (await faqList()).faqs[0];
    expect((await as('owner', 'faqSave', { id: faq.id, question: 'Owner’s?', answer: 'x' }, faq.version)).status).toBe(200);
    expect((await as('manager', 'faqSave', { id: faq.id, question: 'Manager’s?', answer: 'x' }, faq.version + 1)).status).toBe(403);
    expect((await as('manager', 'contentFaqs', {})).status).toBe(403);
    expect((await deskCall(desk, 'contentFaqs', {})).status).toBe(401);
    expect((await faqList()).faqs[0].question).toBe('Owner’s?');
  });
});

describe('the offer popup', () => {
  const popupOf = async () => (await as('editor', 'contentPopups', {})).body.popups[0];
  const publicPopup = async (view?: Snapshot) => {
    return (await publicAnswer(h.app, h.db, 'web/getcontactus', view)).popup[0];
  };

  it('is a draft until Publish: its text, image and switches; then the home page and the footer have it', async () => {
    const popup = await popupOf();
    expect(popup).toMatchObject({ state: 'live', version: 1, fields: { modalEnabled: true, popupBoolean: true } });
    const fields = { title: 'Diwali week: ₹500 off every combo', modalEnabled: true, popupBoolean: false, image: popup.fields.image };
    const saved = await as('editor', 'popupSave', { id: popup.id, ...fields }, popup.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.popup).toMatchObject({ state: 'changed', version: 2, fields, live: popup.live });
    expect((await publicPopup()).title).toBe(popup.live.title);
    expect(await publicPopup(await freezeDrafts(h.db))).toMatchObject({ title: fields.title, popupBoolean: false });
    await publish();
    expect(await publicPopup()).toMatchObject({ _id: popup.id, ...fields });
    expect((await popupOf()).state).toBe('live');
  });

  it('refuses what the home page could not show, an unknown popup, a stale version and a manager', async () => {
    const popup = await popupOf();
    const good = { id: popup.id, ...popup.fields };
    for (const bad of [
      { title: '' },
      { title: 't'.repeat(161) },
      { title: 'a\u0000b' },
      { modalEnabled: 'yes' },
      { popupBoolean: 1 },
      { image: 'https://elsewhere.example/x.jpg' },
      { image: '/media/../server/config.ts' },
      { image: '/media/popups/offer.svg' },
    ])
      expect((await as('editor', 'popupSave', { ...good, ...bad }, popup.version)).status, JSON.stringify(bad)).toBe(400);
    expect((await as('editor', 'popupSave', { ...good, id: 'popup-none' }, popup.version)).status).toBe(404);
    expect((await as('editor', 'popupSave', good, popup.version + 5)).status).toBe(412);
    expect((await as('manager', 'popupSave', good, popup.version)).status).toBe(403);
    expect((await popupOf()).version).toBe(popup.version);
  });
});
