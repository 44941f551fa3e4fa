import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCountQuery, auditPageQuery, type AuditFilter } from '../../server/repo/auditListing.ts';
import { AUDIT_COUNT_LIMIT, AUDIT_PAGE_SIZE } from '../../src/lib/api/deskAudit.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';

/**
 * The audit log at 100,000 entries: every filter the desk offers (a person, a family of actions,
 * days, and the cursor of an older page) reads one index range, as the database's own plan of the
 * query shows (EXPLAIN ANALYZE): no scan of the whole table, and no more rows read than a page (or
 * the bounded count) needs, however many entries there are.
 */

const ROWS = 100_000;
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let ownerCookie: string;
const people: string[] = [];

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  for (let i = 0; i < 20; i++) people.push((await addTestStaff(h.db, i % 2 ? 'manager' : 'front-desk', { name: `Person ${i}` })).id);
  const owner = await addTestStaff(h.db, 'owner', { name: 'Scale Owner' });
  ownerCookie = await sessionCookie(h.db, owner.id, clock.now());
  // One every five minutes for about a year, by 20 people, of twelve actions in turn and a rare one (one in 997).
  await h.db.query(
    `insert into audit_log (at, staff_id, staff_name, action, target, client_address)
     select timestamptz '2025-12-01T00:00:00Z' + n * interval '5 minutes',
            ($1::text[])[1 + n % 20], 'Person', case when n % 997 = 0 then 'lead.mark' else (
              array['sign-in', 'sign-out', 'booking.view', 'booking.cancel', 'booking.note', 'booking.mark-arrived', 'content.cake.save',
                    'content.faq.add', 'refused.role', 'slot.block', 'staff.reset', 'site.publish']
            )[1 + (n / 20) % 12] end, 'booking:bk-' || n % 997, '192.0.2.' || n % 250
     from generate_series(1, $2::int) n`,
    [people, ROWS],
  );
  await h.db.query('analyze audit_log');
}, 240_000);
afterAll(() => h?.close());

/** The plan the database ran the query by, its scans of the audit log, and how many rows they read. */
const auditPlanOf = (query: { sql: string; params: unknown[] }) => planOf(h.db, query, ['audit_log']);

const day = (date: string) => ({ from: new Date(istInstant(date, '00:00')), to: new Date(istInstant(date, '24:00')) });

describe(`the audit log's filters at ${ROWS.toLocaleString('en-IN')} entries`, () => {
  const filters: [string, () => AuditFilter][] = [
    ['none', () => ({})],
    ['a person', () => ({ staffId: people[3] })],
    ['an action', () => ({ family: 'booking.cancel' })],
    ['a family of many actions', () => ({ family: 'content' })],
    ['a day', () => day('2026-06-15')],
    ['a person and an action', () => ({ staffId: people[3], family: 'booking.view' })],
    ['a person and a day', () => ({ staffId: people[5], ...day('2026-06-15') })],
    ['an action and a day', () => ({ family: 'refused', ...day('2026-03-02') })],
    [
      'a person, an action and days',
      () => ({ staffId: people[7], family: 'booking.note', from: day('2026-02-01').from, to: day('2026-05-31').to }),
    ],
    ['an action nobody did', () => ({ family: 'booking.export' })],
    ['a rare action', () => ({ family: 'lead.mark' })],
    ['a rare action and days', () => ({ family: 'lead.mark', from: day('2026-01-01').from, to: day('2026-08-31').to })],
  ];
  /**
   * Where an action is common (one entry in twelve here), the planner may rather read the log in
   * time order and step over the other actions' entries: a dozen rows read for each shown, whatever
   * the log's length. A rare action, a person, a day are read from their own index range alone.
   */
  const common = (what: string) => /^(an action|a family|a person, an action)/.test(what);

  it.each(filters)('%s: each page and its count read one index range, never the whole table', async (what, filter) => {
    const factor = common(what) ? 15 : 1;
    const f = filter();
    const first = await auditPlanOf(auditPageQuery(f, AUDIT_PAGE_SIZE + 1));
    // An older page from the middle of the log: its cursor is one more bound of the same range.
    const older = await auditPlanOf(auditPageQuery(f, AUDIT_PAGE_SIZE + 1, { at: new Date('2026-04-01T00:00:00Z'), id: 50_000 }));
    const counted = await auditPlanOf(auditCountQuery(f, AUDIT_COUNT_LIMIT + 1));
    // A bitmap scan reads the filter's whole index range, then sorts it: for a range smaller than
    // its rows' share of the table the planner may choose it (by its sampled statistics), and it
    // reads that range, not a page of it. Bounded then by the range's own rows, never the table.
    const [{ n: inRange }] = await h.db.query<{ n: number }>(auditCountQuery(f, 1_000_000).sql, auditCountQuery(f, 1_000_000).params);
    const bitmapOfAFewRows = (plan: { types: string[] }) =>
      !common(what) && inRange < ROWS / 100 && plan.types.some((t) => t.startsWith('Bitmap'));
    const bound = (plan: { types: string[] }, most: number) => (bitmapOfAFewRows(plan) ? Math.max(most, inRange) : most * factor);
    for (const [plan, most] of [
      [first, AUDIT_PAGE_SIZE + 1],
      [older, AUDIT_PAGE_SIZE + 1],
      [counted, AUDIT_COUNT_LIMIT + 1],
    ] as const) {
      expect(plan.types.join(), JSON.stringify(plan)).not.toMatch(/Seq Scan/);
      expect(plan.types.length, JSON.stringify(plan)).toBeGreaterThan(0);
      expect(plan.read, JSON.stringify(plan)).toBeLessThanOrEqual(bound(plan, most));
    }
  });

  it('answers the desk with a page of 50, the next page’s cursor and a bounded count', async () => {
    const res = await deskCall(
      app,
      'auditList',
      { staffId: people[5], action: 'booking.view', from: '2026-01-01' },
      { cookie: ownerCookie },
    );
    expect(res.status).toBe(200);
    const [{ n }] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where staff_id = $1 and action = 'booking.view' and at >= $2`,
      [people[5], new Date(istInstant('2026-01-01', '00:00'))],
    );
    expect(n).toBeGreaterThan(AUDIT_PAGE_SIZE);
    expect(res.body).toMatchObject({ total: n, totalIsMore: false, pageSize: AUDIT_PAGE_SIZE });
    expect(res.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(res.body.older).toMatch(/^\d+-\d+$/);
  });
});
