import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingsQuery } from '../../server/repo/takings.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';

/**
 * The desk's Takings of a day when the business has years of bookings behind it: its one statement
 * starts from the indexes of its instants and of the day's slots (040_takings.sql), never reading
 * the tables through, and its figures stay right. PostgreSQL only (vitest.config.ts): it is the
 * planner of production that must choose the indexes.
 */

const GACHIBOWLI = 'loc-gachibowli';
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let owner: TestStaff;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  owner = await addTestStaff(h.db, 'owner');
});
afterAll(() => h?.close());

const as = async (_who: 'owner', name: 'takings', input: unknown) =>
  deskCall(desk, name, input, { cookie: await sessionCookie(h.db, owner.id, clock.now()) });

describe('the takings at 100,000 bookings on PostgreSQL', () => {
  it('reads a day through the indexes of its instants and its slots, not through the tables', async () => {
    const db = h.db;
    const slots = await db.query<{ theatre_id: string; id: string }>(
      'select theatre_id, id from slots where is_active order by theatre_id, sort',
    );
    // Two and a half years of bookings, each paid online; every other one paid its rest at the venue; one in ten refunded.
    await db.query(
      `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
         user_name, user_email, user_phone, no_of_persons, person_name, payment_type, total_price, amount_paid, created_at, updated_at)
       select 'bk-tk-' || n, 'ORDTK' || lpad(n::text, 6, '0'), 'scale', 'booking-confirmed', 'normal',
         ($1::text[])[1 + n % $3::int], 'Theatre', ($2::text[])[1 + n % $3::int], '2024-06-01'::date + n / 110,
         '09:00', '12:00', 'Guest', 'guest@example.com', '98' || lpad(n::text, 8, '0'), 2, '', 'advance', 300000, 100000,
         '2024-06-01'::timestamptz + (n / 110) * interval '1 day', now()
       from generate_series(0, 99999) n`,
      [slots.map((r) => r.theatre_id), slots.map((r) => r.id), slots.length],
    );
    await db.query(
      `insert into payments (id, booking_id, provider, payment_type, amount, booking_total, status, paid_amount, expires_at, created_at, updated_at)
       select 'PAY_TK_' || n, 'bk-tk-' || n, 'phonepe', 'advance', 100000, 300000, 'paid', 100000,
         '2024-06-01'::timestamptz + (n / 110) * interval '1 day', '2024-05-31'::timestamptz + (n / 110) * interval '1 day',
         '2024-05-31'::timestamptz + (n / 110) * interval '1 day'
       from generate_series(0, 99999) n`,
    );
    await db.query(
      `insert into venue_payments (booking_id, amount, method, staff_name, at)
       select 'bk-tk-' || n, 200000, (array['cash', 'upi', 'card'])[1 + n % 3], 'Scale', '2024-06-01'::timestamptz + (n / 110) * interval '1 day'
       from generate_series(0, 99999, 2) n`,
    );
    await db.query(
      `insert into desk_refunds (id, booking_id, payment_id, amount, kind, status, created_at, updated_at)
       select 'PAY_TK_' || n || '_D1', 'bk-tk-' || n, 'PAY_TK_' || n, 50000, 'cancel', 'refunded',
         '2024-06-01'::timestamptz + (n / 110) * interval '1 day', '2024-06-01'::timestamptz + (n / 110) * interval '1 day'
       from generate_series(0, 99999, 10) n`,
    );
    await db.query('analyze bookings; analyze payments; analyze venue_payments; analyze desk_refunds');
    const day = '2025-06-01';
    const span = { start: new Date(istInstant(day, '00:00')), end: new Date(istInstant(day, '24:00')), from: day, to: day };
    const tables = ['bookings', 'payments', 'venue_payments', 'desk_refunds'];
    for (const branch of [undefined, GACHIBOWLI]) {
      const plan = await planOf(db, takingsQuery({ ...span, branch }), tables);
      const shown = JSON.stringify(plan);
      expect(plan.types.join(), shown).not.toMatch(/Seq Scan/);
      for (const index of [
        'payments_paid_at',
        'venue_payments_at',
        'desk_refunds_created',
        'bookings_(slot_order|theatre_day|confirmed_day)',
      ])
        expect(plan.types.join(), shown).toMatch(new RegExp(index));
      // About 110 bookings a day: each read a few times over (its day, its payments' joins), never the tables through.
      expect(plan.read, shown).toBeLessThan(2_000);
    }
    // The seed's own confirmed bookings of that day beside the 110 written here.
    const [{ seeded }] = await db.query<{ seeded: number }>(
      `select count(*)::int as seeded from bookings where slot_date = $1 and status = 'booking-confirmed' and id not like 'bk-tk-%'`,
      [day],
    );
    const res = await as('owner', 'takings', { from: day });
    expect(res.status).toBe(200);
    const tot = res.body.total;
    expect(tot).toMatchObject({ bookings: 110 + seeded, online: 110 * 1000, refunds: 11 * 500 });
    // Every other booking of the day paid ₹2,000 at the venue.
    expect(tot.cash + tot.upi + tot.card).toBe(55 * 2000);
  }, 600_000);
});
