import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportQueries } from '../../server/repo/reports.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { CLOSED_BY_BOOKING } from '../../src/lib/desk/leadRules.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';

/**
 * The owner's Reports of a month when the business has years of bookings, enquiries and leads
 * behind it: each statement starts from the index of its day or instant (bookings_confirmed_day,
 * 040_takings.sql's, 021's, 043_reports.sql's bookings_cancelled_at), never reading a table
 * through, and the figures stay right. PostgreSQL only (vitest.config.ts): it is the planner of
 * production that must choose the indexes.
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

/** The day of row n: 110 a day from 1 June 2024, two and a half years. */
const DAY_OF = `'2024-06-01'::date + n / 110`;
const INSTANT_OF = `'2024-06-01'::timestamptz + (n / 110) * interval '1 day'`;

describe('the Reports at 100,000 bookings on PostgreSQL', () => {
  it('reads a month through the indexes of its days and instants, not through the tables', async () => {
    const db = h.db;
    const slots = await db.query<{ theatre_id: string; id: string }>(
      'select theatre_id, id from slots where is_active order by theatre_id, sort',
    );
    // Every tenth booking cancelled (one in two of those with a cause), every seventh with a coupon, every third a birthday.
    await db.query(
      `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
         user_name, user_email, user_phone, no_of_persons, person_name, payment_type, total_price, amount_paid, occasion_id,
         coupon_id, coupon_amount, cancel_cause, cancelled_at, created_at, updated_at)
       select 'bk-rp-' || n, 'ORDRP' || lpad(n::text, 6, '0'), 'scale',
         case when n % 10 = 0 then 'cancelled' else 'booking-confirmed' end, 'normal',
         ($1::text[])[1 + n % $3::int], 'Theatre', ($2::text[])[1 + n % $3::int], ${DAY_OF},
         '09:00', '12:00', 'Guest', 'guest@example.com', '98' || lpad(n::text, 8, '0'), 2, '', 'advance', 300000, 100000,
         case when n % 3 = 0 then 'occ-birthday' end,
         case when n % 7 = 0 then 'cpn-celebrate10' end, case when n % 7 = 0 then 30000 else 0 end,
         case when n % 20 = 0 then 'customer-asked' end,
         case when n % 10 = 0 then ${INSTANT_OF} - interval '2 days' end,
         ${INSTANT_OF} - interval '5 days', now()
       from generate_series(0, 99999) n`,
      [slots.map((r) => r.theatre_id), slots.map((r) => r.id), slots.length],
    );
    await db.query(
      `insert into payments (id, booking_id, provider, payment_type, amount, booking_total, status, paid_amount, expires_at, created_at, updated_at)
       select 'PAY_RP_' || n, 'bk-rp-' || n, 'phonepe', 'advance', 100000, 300000, 'paid', 100000,
         ${INSTANT_OF}, ${INSTANT_OF} - interval '1 day', ${INSTANT_OF} - interval '1 day'
       from generate_series(0, 99999) n`,
    );
    await db.query(
      `insert into venue_payments (booking_id, amount, method, staff_name, at)
       select 'bk-rp-' || n, 200000, 'cash', 'Scale', ${INSTANT_OF} from generate_series(1, 99999, 2) n`,
    );
    await db.query(
      `insert into desk_refunds (id, booking_id, payment_id, amount, kind, status, created_at, updated_at)
       select 'PAY_RP_' || n || '_D1', 'bk-rp-' || n, 'PAY_RP_' || n, 50000, 'cancel', 'refunded',
         ${INSTANT_OF} - interval '2 days', ${INSTANT_OF} - interval '2 days'
       from generate_series(0, 99999, 10) n`,
    );
    // 40,000 enquiries and as many leads, half of each folded into an enquiry; one in four closed when its phone booked.
    await db.query(
      `insert into enquiries (name, email, mobile_number, event_name, description, created_at)
       select 'Asha', 'asha@example.com', '97' || lpad(n::text, 8, '0'), 'Birthday', '', '2024-06-01'::timestamptz + (n / 44) * interval '1 day'
       from generate_series(0, 39999) n`,
    );
    await db.query(
      `insert into leads (theatre_id, phone, created_at, enquiry_id)
       select ($1::text[])[1 + n % $2::int], '96' || lpad(n::text, 8, '0'), '2024-06-01'::timestamptz + (n / 44) * interval '1 day',
         case when n % 2 = 0 then (select min(id) from enquiries) + n end
       from generate_series(0, 39999) n`,
      [slots.map((r) => r.theatre_id), slots.length],
    );
    await db.query(
      `insert into lead_notes (kind, lead_id, status, note, staff_id, staff_name, at)
       select 'enquiry', id, 'closed', '', null, $1, created_at + interval '1 day' from enquiries where id % 4 = 0`,
      [CLOSED_BY_BOOKING],
    );
    await db.query(
      'analyze bookings; analyze payments; analyze venue_payments; analyze desk_refunds; analyze enquiries; analyze leads; analyze lead_notes',
    );

    const [from, to] = ['2025-06-01', '2025-06-30'];
    const span = { start: new Date(istInstant(from, '00:00')), end: new Date(istInstant(to, '24:00')), from, to };
    const tables = ['bookings', 'payments', 'venue_payments', 'desk_refunds', 'enquiries', 'leads', 'lead_notes', 'slot_blocks'];
    for (const branch of [undefined, GACHIBOWLI]) {
      const queries = reportQueries({ ...span, branch });
      for (const [name, query] of Object.entries(queries)) {
        const plan = await planOf(db, query, tables);
        const shown = `${name}: ${JSON.stringify(plan)}`;
        expect(plan.types.join(), shown).not.toMatch(/Seq Scan/);
        if (name === 'cancellations') expect(plan.types.join(), shown).toMatch(/bookings_cancelled_at/);
        if (name === 'bookings') expect(plan.types.join(), shown).toMatch(/bookings_(confirmed_day|slot_order|theatre_day)/);
        // A month is about 3,300 bookings, as many payments, 1,300 enquiries and leads: each read a few times over at most.
        expect(plan.read, shown).toBeLessThan(20_000);
      }
    }

    const res = await deskCall(desk, 'reports', { from, to }, { cookie: await sessionCookie(db, owner.id, clock.now()) });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const [{ confirmed, cancelled }] = await db.query<{ confirmed: number; cancelled: number }>(
      `select count(*) filter (where status = 'booking-confirmed' and slot_date between $1 and $2)::int as confirmed,
              count(*) filter (where cancelled_at >= $3 and cancelled_at < $4)::int as cancelled
       from bookings`,
      [from, to, span.start, span.end],
    );
    expect(res.body.bookings.total.bookings).toBe(confirmed);
    expect(res.body.cancellations.total.cancellations).toBe(cancelled);
    expect(res.body.revenue.days).toHaveLength(30);
  }, 600_000);
});
