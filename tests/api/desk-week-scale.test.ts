import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekHoldsQuery } from '../../server/repo/weekHolds.ts';
import { WeekResponse } from '../../src/lib/api/deskWeek.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';

/**
 * The week board when the business has years of bookings behind it: its read of the week's taken
 * slots starts from the holds' index of their day (slot_holds_date) and reads each booking by its
 * key, never the tables through. PostgreSQL only (vitest.config.ts): it is the planner of
 * production that must choose the indexes.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let frontDesk: TestStaff;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  frontDesk = await addTestStaff(h.db, 'front-desk');
});
afterAll(() => h?.close());

describe('the week board at 100,000 bookings on PostgreSQL', () => {
  it("reads a week's taken slots through the index of their day and the bookings' keys", async () => {
    const db = h.db;
    const slots = await db.query<{ theatre_id: string; id: string }>(
      'select theatre_id, id from slots where is_active order by theatre_id, sort',
    );
    // Years before the seed's own bookings, whose holds would meet these.
    const first = '2000-01-01';
    // Every active slot of every theatre sold, day after day, for as many days as 100,000 sales take.
    await db.query(
      `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
         user_name, user_email, user_phone, no_of_persons, person_name, payment_type, total_price, amount_paid, created_at, updated_at)
       select 'bk-wk-' || n, 'ORDWK' || lpad(n::text, 6, '0'), 'scale', 'booking-confirmed', 'normal',
         ($1::text[])[1 + n % $3::int], 'Theatre', ($2::text[])[1 + n % $3::int], $4::date + n / $3::int,
         '09:00', '12:00', 'Guest ' || n, 'guest@example.com', '98' || lpad(n::text, 8, '0'), 2, '', 'advance', 300000, 100000, now(), now()
       from generate_series(0, 99999) n`,
      [slots.map((r) => r.theatre_id), slots.map((r) => r.id), slots.length, first],
    );
    await db.query(
      `insert into slot_holds (id, theatre_id, slot_id, slot_date, status, expires_at, booking_id)
       select 'hold-wk-' || n, ($1::text[])[1 + n % $3::int], ($2::text[])[1 + n % $3::int], $4::date + n / $3::int, 'confirmed', null, 'bk-wk-' || n
       from generate_series(0, 99999) n`,
      [slots.map((r) => r.theatre_id), slots.map((r) => r.id), slots.length, first],
    );
    await db.query('analyze bookings; analyze slot_holds');

    const start = addDays(first, 400);
    const branch = await db.query<{ id: string }>(
      `select t.id from theatres t join locations l on l.key = t.location_key where l.public_id = 'loc-jubilee-hills'`,
    );
    const ids = branch.map((r) => r.id);
    const plan = await planOf(db, weekHoldsQuery(start, addDays(start, 6), ids, clock.now()), ['bookings', 'slot_holds']);
    const shown = JSON.stringify(plan);
    expect(plan.types.join(), shown).not.toMatch(/Seq Scan/);
    expect(plan.types.join(), shown).toMatch(/slot_holds_(date|live)/);
    // A week of a branch's slots, each hold and its booking read once or so: never the tables through.
    expect(plan.read, shown).toBeLessThan(2_000);

    const res = await deskCall(
      desk,
      'boardWeek',
      { branch: 'loc-jubilee-hills', start },
      {
        cookie: await sessionCookie(db, frontDesk.id, clock.now()),
      },
    );
    expect(res.status).toBe(200);
    const week = WeekResponse.parse(res.body);
    // Every slot of the week is sold, each with its booking.
    const cells = week.theatres.flatMap((th) => th.rows.flatMap((r) => r.days));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c?.state === 'booked' && c.booking?.orderId.startsWith('ORDWK'))).toBe(true);
  }, 600_000);
});
