import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/desk/audit.ts';
import { AUDIT_COUNT_LIMIT, AuditListResponse, sentenceText, type AuditEntry } from '../../src/lib/api/deskAudit.ts';
import { AUDIT_FAMILY_NAMES, familyOf } from '../../src/lib/desk/auditActions.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, refusalCount, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The owner's audit log as the desk lists it: each entry a sentence with today's names and its
 * booking's link, filtered by person, family of actions and India's days, paged from a cursor, its
 * count bounded; and every way its query can be wrong answered with a 400 that says what to fix.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z')); // 10:30 in India
let h: Harness;
let app: App;
let owner: TestStaff;
let manager: TestStaff;
let frontDesk: TestStaff;
let ownerCookie: string;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  owner = await addTestStaff(h.db, 'owner', { name: 'Asha Rao' });
  manager = await addTestStaff(h.db, 'manager', { name: 'Kavya Nair' });
  frontDesk = await addTestStaff(h.db, 'front-desk', { name: 'Ravi Kumar' });
  ownerCookie = await sessionCookie(h.db, owner.id, clock.now());
});
afterAll(() => h?.close());

async function list(
  query: Record<string, string>,
): Promise<{ entries: AuditEntry[]; older: string | null; total: number; totalIsMore: boolean }> {
  const res = await deskCall(app, 'auditList', query, { cookie: ownerCookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(AuditListResponse.safeParse(res.body).success).toBe(true);
  return res.body;
}
const texts = (entries: AuditEntry[]) => entries.map((e) => sentenceText(e.sentence));

/** An entry of `who` at an instant, as a staff action records it. */
const entry = (who: TestStaff, action: string, at: Date, o: { target?: string; after?: unknown } = {}) =>
  recordAudit(h.db, {
    at,
    staffId: who.id,
    staffName: who.name,
    action,
    target: o.target ?? 'settings:refund-window',
    after: o.after ?? { hours: 48 },
    clientAddress: '192.0.2.99',
    userAgent: 'test',
  });

describe('an entry', () => {
  it('reads as a sentence: staff by their names now, a booking by its order id with its id for the link, no JSON', async () => {
    const managerCookie = await sessionCookie(h.db, manager.id, clock.now());
    const bookingId = await createBooking(h, await newToken(h), addBookingBody(addDays(istToday(clock.now()), 2)));
    const [{ order_id: orderId }] = await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
    expect((await deskCall(app, 'bookingPage', { bookingId }, { cookie: managerCookie })).status).toBe(200);
    expect((await deskCall(app, 'bookingNote', { bookingId, text: 'Wants a blue cake' }, { cookie: managerCookie })).status).toBe(200);
    expect((await deskCall(app, 'staffDisable', { staffId: frontDesk.id }, { cookie: ownerCookie })).status).toBe(200);
    // Renamed since: the log names the account as it is called now, the actor as they were called then.
    await h.db.query(`update staff set name = 'Ravi K. Kumar' where id = $1`, [frontDesk.id]);
    const { entries } = await list({ from: istToday(clock.now()) });
    expect(texts(entries)).toEqual(
      expect.arrayContaining([
        "Asha Rao disabled Ravi K. Kumar's account",
        `Kavya Nair added a note to ${orderId}: “Wants a blue cake”`,
        `Kavya Nair opened booking ${orderId}`,
      ]),
    );
    const note = entries.find((e) => e.action === 'booking.note')!;
    expect(note.sentence).toContainEqual({ text: orderId, bookingId });
    expect(note).toMatchObject({ staffId: manager.id, staffName: 'Kavya Nair', family: 'booking.note', count: 1, lastAt: null });
    for (const e of entries) expect(sentenceText(e.sentence)).not.toMatch(/[{}]|"\w+":/);
  });

  it('of a flood shows its count and its first and last time', async () => {
    for (let i = 0; i < 12; i++) {
      await deskCall(app, 'leadList', {}, { ip: '192.0.2.77' });
      clock.advance(2000);
    }
    const { entries } = await list({ action: 'refused' });
    const flood = entries.find((e) => e.clientAddress === '192.0.2.77')!;
    expect(flood).toMatchObject({ count: 12, staffName: '', action: 'refused.no-session' });
    expect(Date.parse(flood.lastAt!) - Date.parse(flood.at)).toBe(22_000);
    expect(sentenceText(flood.sentence)).toMatch(
      /^A call to the desk call “.+” \(GET leads\) without a live desk session was refused 12 times$/,
    );
  });
});

describe('the filters', () => {
  it('find a person’s entries, an action’s and India’s days, alone and together, newest first', async () => {
    const p = await addTestStaff(h.db, 'manager', { name: 'Filter Person' });
    const at = (iso: string) => new Date(iso);
    // 23:59:59 on the 20th and midnight starting the 21st, in India.
    await entry(p, 'settings.refund-window', at('2026-11-20T18:29:59Z'));
    await entry(p, 'booking.mark-arrived', at('2026-11-20T18:30:00Z'), { target: 'booking:bk-x' });
    await entry(p, 'booking.mark-no-show', at('2026-11-21T06:00:00Z'), { target: 'booking:bk-y' });
    await entry(manager, 'booking.mark-arrived', at('2026-11-21T07:00:00Z'), { target: 'booking:bk-z' });
    const ats = (r: { entries: AuditEntry[] }) => r.entries.map((e) => e.at);
    expect(ats(await list({ staffId: p.id }))).toEqual([
      '2026-11-21T06:00:00.000Z',
      '2026-11-20T18:30:00.000Z',
      '2026-11-20T18:29:59.000Z',
    ]);
    expect(ats(await list({ staffId: p.id, from: '2026-11-21', to: '2026-11-21' }))).toEqual([
      '2026-11-21T06:00:00.000Z',
      '2026-11-20T18:30:00.000Z',
    ]);
    expect(ats(await list({ staffId: p.id, to: '2026-11-20' }))).toEqual(['2026-11-20T18:29:59.000Z']);
    // The family: both marks, not the refund window; and with a person and a day.
    expect(ats(await list({ action: 'booking.mark', from: '2026-11-21', to: '2026-11-21' }))).toEqual([
      '2026-11-21T07:00:00.000Z',
      '2026-11-21T06:00:00.000Z',
      '2026-11-20T18:30:00.000Z',
    ]);
    const one = await list({ staffId: p.id, action: 'booking.mark', from: '2026-11-21', to: '2026-11-21' });
    expect(one.entries.map((e) => e.action)).toEqual(['booking.mark-no-show', 'booking.mark-arrived']);
    expect(one).toMatchObject({ total: 2, totalIsMore: false, older: null });
    expect((await list({ staffId: p.id, from: '2026-11-22' })).entries).toEqual([]);
    // A well-formed id of nobody is a filter that finds nothing.
    expect((await list({ staffId: 'st-nobody' })).entries).toEqual([]);
  });

  it('page from a cursor: every entry once, in order, though newer ones are added between the pages', async () => {
    const p = await addTestStaff(h.db, 'editor', { name: 'Paging Person' });
    const base = Date.parse('2026-10-01T04:00:00Z');
    // Some at the same instant, so that the id decides among them.
    for (let i = 0; i < 120; i++) await entry(p, 'site.preview', new Date(base + Math.floor(i / 3) * 60_000), { target: `release:r${i}` });
    const first = await list({ staffId: p.id });
    expect(first).toMatchObject({ total: 120, totalIsMore: false });
    expect(first.entries).toHaveLength(50);
    await entry(p, 'site.preview', new Date(base + 86_400_000), { target: 'release:newer' });
    const second = await list({ staffId: p.id, before: first.older! });
    const third = await list({ staffId: p.id, before: second.older! });
    expect([second.entries.length, third.entries.length, third.older]).toEqual([50, 20, null]);
    const seen = [...first.entries, ...second.entries, ...third.entries].map((e) => e.target);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `release:r${119 - i}`));
  });

  it(`count at most ${AUDIT_COUNT_LIMIT} entries and then say there are more`, async () => {
    const p = await addTestStaff(h.db, 'editor', { name: 'Busy Person' });
    // One a minute from 23:31 on 1 Sep in India: 29 that day, the rest on the 2nd.
    await h.db.query(
      `insert into audit_log (at, staff_id, staff_name, action, target)
       select timestamptz '2026-09-01T18:00:00Z' + n * interval '1 minute', $1, 'Busy Person', 'site.preview', 'release:x'
       from generate_series(1, 1100) n`,
      [p.id],
    );
    expect(await list({ staffId: p.id })).toMatchObject({ total: AUDIT_COUNT_LIMIT, totalIsMore: true });
    expect(await list({ staffId: p.id, to: '2026-09-01' })).toMatchObject({ total: 29, totalIsMore: false });
  });

  it('are the families the database files each action under', async () => {
    const samples = [
      'sign-in',
      'sign-in.failed',
      'sign-in.throttled',
      'sign-out',
      'password.change',
      'staff.enable',
      'refused.role',
      'settings.refund-window',
      'booking.view',
      'booking.export',
      'booking.note',
      'booking.mark-completed',
      'booking.record-payment',
      'booking.void-payment',
      'booking.add-line',
      'booking.cancel',
      'booking.move',
      'booking.phone',
      'booking.payment-link',
      'booking.resend-message',
      'slot.block',
      'lead.mark',
      'content.cake.save',
      'site.publish',
      'something.new',
    ];
    const rows: { action: string; family: string }[] = [];
    for (const action of samples)
      rows.push(
        ...(await h.db.query<{ action: string; family: string }>(
          `insert into audit_log (at, staff_id, staff_name, action, target) values (now(), null, '', $1, 'family-test') returning action, family`,
          [action],
        )),
      );
    for (const { action, family } of rows) expect(family, action).toBe(familyOf(action));
    expect(new Set(rows.map((r) => r.family))).toEqual(new Set([...AUDIT_FAMILY_NAMES, 'something.new']));
  });
});

describe('the query', () => {
  const bad = async (query: Record<string, string>, field: string) => {
    const res = await deskCall(app, 'auditList', query, { cookie: ownerCookie });
    expect(res.status, `${JSON.stringify(query).slice(0, 80)}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe(field);
    expect(res.body.message).toContain(field);
  };

  it('refuses wrong, huge, NUL-laden and out-of-range values with a 400 naming the field and what it must be', async () => {
    const huge = 'x'.repeat(100_000);
    for (const [field, value] of [
      ['staffId', huge],
      ['staffId', 'st-\u0000'],
      ['action', 'DROP TABLE staff'],
      ['action', 'sign-in.failed'],
      ['action', 'content.faq.save'],
      ['action', 'no-such-action'],
      ['action', huge],
      ['action', 'sign-in\u0000'],
      ['from', '9999-99-99'],
      ['from', '2026-02-30'],
      ['from', '1999-12-31'],
      ['from', '0000-01-01'],
      ['from', '2026-1-1'],
      ['from', huge],
      ['to', '2100-01-01'],
      ['to', '2026-11-22T00:00'],
      ['before', 'abc'],
      ['before', '1-1'],
      ['before', '-1-1'],
      ['before', '4102444800000-1'],
      ['before', '99999999999999999-1'],
      ['before', '1795000000000-1e3'],
      ['before', '1795000000000-'],
      ['before', '1795000000000-1\u0000'],
      ['before', huge],
    ] as const)
      await bad({ [field]: value }, field);
    await bad({ from: '2026-11-22', to: '2026-11-21' }, 'to');
    const unknown = await deskCall(app, 'auditList', { action: 'no-such-action' }, { cookie: ownerCookie });
    expect(unknown.body.message).toMatch(/must be one of sign-in, sign-in\.refused, .*booking\.cancel/);
  });

  it('takes each parameter once, a blank one as none, and leaves unknown ones aside', async () => {
    const repeated = await app.request('/v1/desk/audit?action=sign-in&action=sign-out', { headers: { cookie: ownerCookie } });
    expect(repeated.status).toBe(400);
    expect(((await repeated.json()) as { errors: { field: string }[] }).errors[0].field).toBe('action');
    expect(
      (await deskCall(app, 'auditList', { action: '', staffId: '', before: '', from: '', to: '' }, { cookie: ownerCookie })).status,
    ).toBe(200);
    const odd = await app.request('/v1/desk/audit?action[]=sign-in&page=2&x=%00', { headers: { cookie: ownerCookie } });
    expect(odd.status).toBe(200);
  });

  it('is the owner’s alone: another role’s session is refused (and counted), a customer’s token is no session', async () => {
    for (const who of [manager, await addTestStaff(h.db, 'editor'), await addTestStaff(h.db, 'front-desk')]) {
      const before = await refusalCount(h.db, 'role', 'GET audit', who.id);
      const res = await deskCall(app, 'auditList', {}, { cookie: await sessionCookie(h.db, who.id, clock.now()) });
      expect(res.status).toBe(403);
      expect(await refusalCount(h.db, 'role', 'GET audit', who.id)).toBe(before + 1);
    }
    const token = await newToken(h);
    const customer = await deskCall(app, 'auditList', {}, { headers: { authorization: `Bearer ${token}` } });
    expect(customer.status).toBe(401);
  });
});
