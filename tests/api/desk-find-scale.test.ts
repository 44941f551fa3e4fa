import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedWithoutInvoiceQuery } from '../../server/repo/bookings.ts';
import { deskCountQuery } from '../../server/repo/deskBookingQueries.ts';
import { bookingSearchOf } from '../../src/lib/desk/bookingSearch.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskCall, sessionCookie, type App } from './deskFixtures.ts';
import type { Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';
import { openDeskAtScale } from './scaleFixtures.ts';

/**
 * Find's count of a common first name and the reconciler's invoice check, right after many
 * bookings were written in bulk: analyzed, but before a vacuum has written the table's visibility
 * map. Their plans (EXPLAIN ANALYZE) must not depend on it: the trigram indexes find the name, the
 * partial index of confirmed bookings without an invoice answers the check, and neither reads the
 * table through.
 */

const BOOKINGS = 60_000;
const FIRST = ['Kavya', 'Arjun', 'Meera', 'Rohan', 'Sneha', 'Vikram', 'Pooja', 'Nikhil', 'Divya', 'Farhan'];
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let cookie: string;
let memberCookie: string;

beforeAll(async () => {
  let slotParams: unknown[];
  ({ h, app, cookie, slotParams } = await openDeskAtScale(clock));
  // As a few years leave them: a quarter confirmed and invoiced, the rest attempts that did not
  // last (expired or failed unpaid, cancelled or refunded paid), each with its customer's name and
  // the name of the person celebrated; three confirmed bookings still wait for their invoice.
  await h.db.query(
    `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
       user_name, user_email, user_phone, no_of_persons, person_name, payment_type, invoice, created_at, updated_at)
     select 'bk-find-' || n, 'ORDFIND' || lpad(n::text, 6, '0'), 'scale',
       (array['booking-confirmed', 'expired', 'payment-failed', 'cancelled'])[1 + n % 4], 'normal',
       ($1::text[])[1 + n % $5::int], 'Theatre', ($2::text[])[1 + n % $5::int], '2025-01-01'::date + n / $5::int,
       ($3::text[])[1 + n % $5::int], ($4::text[])[1 + n % $5::int],
       ($6::text[])[1 + n % 40 % array_length($6::text[], 1)] || ' Guest' || n % 40, 'guest@example.com',
       '98' || lpad(n::text, 8, '0'), 2, ($6::text[])[1 + (n / 3) % array_length($6::text[], 1)],
       case when n % 4 in (0, 3) then 'advance' end,
       case when n % 4 = 0 and n >= 3 * 4 then '/v1/theatre/invoices/seed' || n || '.pdf' else '' end, now(), now()
     from generate_series(0, $7::int - 1) n`,
    [...slotParams, FIRST, BOOKINGS],
  );
  await h.db.query('analyze bookings');
  const member = await addTestStaff(h.db, 'front-desk');
  await h.db.query(`update staff set branch_ids = '{loc-kondapur}' where id = $1`, [member.id]);
  memberCookie = await sessionCookie(h.db, member.id, clock.now());
}, 600_000);
afterAll(() => h?.close());

describe(`Find and the reconciler at ${BOOKINGS.toLocaleString('en-IN')} bookings, before a vacuum`, () => {
  it("the reconciler's check reads its partial index, not the bookings", async () => {
    const plan = await planOf(h.db, confirmedWithoutInvoiceQuery(20), ['bookings']);
    expect(plan.types.join(), JSON.stringify(plan)).toMatch(/bookings_without_invoice/);
    expect(plan.types.join(), JSON.stringify(plan)).not.toMatch(/Seq Scan/);
    expect(plan.read, JSON.stringify(plan)).toBeLessThanOrEqual(20);
  });

  it('the count of a common first name reads the trigram indexes, and no more bookings than it counts', async () => {
    const plan = await planOf(h.db, deskCountQuery({ search: bookingSearchOf('Kavya') }, clock.now(), 1001), ['bookings']);
    expect(plan.types.join(), JSON.stringify(plan)).toMatch(/_trgm/);
    expect(plan.types.join(), JSON.stringify(plan)).not.toMatch(/Seq Scan/);
    expect(plan.read, JSON.stringify(plan)).toBeLessThan(3_000);
  });

  it('Find by that name says there are more than 1000 and shows the latest 50, each with the name', async () => {
    const res = await deskCall(app, 'bookingList', { q: 'kavya' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1000, totalIsMore: true, pageSize: 50 });
    const rows = res.body.bookings as { customerName: string; personName: string; date: string }[];
    expect(rows).toHaveLength(50);
    for (const r of rows) expect(`${r.customerName} ${r.personName}`).toMatch(/Kavya/);
    const [{ last }] = await h.db.query<{ last: string }>(
      `select max(slot_date)::text as last from bookings where user_name ilike '%kavya%' or person_name ilike '%kavya%'`,
    );
    expect(rows[0].date).toBe(last);
  });

  it("a member's branches over a week count the bookings of those days through an index, not every booking", async () => {
    const f = { from: '2025-06-01', to: '2025-06-07', branches: ['loc-kondapur', 'loc-gachibowli'] };
    const plan = await planOf(h.db, deskCountQuery(f, clock.now(), 1001), ['bookings']);
    expect(plan.types.join(), JSON.stringify(plan)).not.toMatch(/Seq Scan/);
    expect(plan.read, JSON.stringify(plan)).toBeLessThan(3_000);
  });

  it("Find of a member's branches lists only bookings of theirs", async () => {
    const theirs = await deskCall(app, 'bookingList', { q: 'kavya' }, { cookie: memberCookie });
    expect(theirs.status).toBe(200);
    expect(theirs.body.bookings.length).toBeGreaterThan(0);
    for (const r of theirs.body.bookings as { branch: string }[]) expect(r.branch).toMatch(/Kondapur/);
  });
});
