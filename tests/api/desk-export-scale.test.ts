import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyTrailQueries } from '../../server/repo/bookingMoneyTrail.ts';
import { findBookingsQueries } from '../../server/repo/bookings.ts';
import { EXPORT_MAX_ROWS } from '../../src/lib/api/deskBookings.ts';
import { testClock } from './bookingFixtures.ts';
import { deskCall, type App } from './deskFixtures.ts';
import type { Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';
import { openDeskAtScale } from './scaleFixtures.ts';

/**
 * The bookings CSV's added columns at 100,000 bookings: the exported bookings with their cart lines
 * are read by their keys, and what each took online and at the venue and what was refunded by the
 * booking_id indexes of payments, venue_payments and desk_refunds, for a day's export and for the
 * largest one the desk allows, never by reading those tables through.
 */

const BOOKINGS = 100_000;
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let cookie: string;
let day: string;

beforeAll(async () => {
  let slotParams: unknown[];
  ({ h, app, cookie, slotParams } = await openDeskAtScale(clock));
  // Every fourth confirmed and paid online, every fourth cancelled with part of its advance
  // refunded; the confirmed ones paid the rest at the venue, in cash and by UPI, and had a cake.
  await h.db.query(
    `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
       user_name, user_email, user_phone, no_of_persons, total_price, amount_paid, created_at, updated_at)
     select 'bk-exp-' || n, 'ORDEXP' || lpad(n::text, 6, '0'), 'scale',
       (array['booking-confirmed', 'expired', 'payment-failed', 'cancelled'])[1 + n % 4], 'normal',
       ($1::text[])[1 + n % $5::int], 'Theatre', ($2::text[])[1 + n % $5::int], '2025-01-01'::date + n / $5::int,
       ($3::text[])[1 + n % $5::int], ($4::text[])[1 + n % $5::int], 'Guest ' || n, 'guest@example.com',
       '98' || lpad(n::text, 8, '0'), 2, 214800, case n % 4 when 0 then 214800 when 3 then 75000 else 0 end, now(), now()
     from generate_series(0, $6::int - 1) n`,
    [...slotParams, BOOKINGS],
  );
  await h.db.query(
    `insert into payments (id, booking_id, provider, payment_type, amount, booking_total, status, paid_amount, expires_at, created_at, updated_at)
     select 'PAY_EXP_' || n, 'bk-exp-' || n, 'phonepe', 'advance', 75000, 214800, 'paid', 75000, now(), now(), now()
     from generate_series(0, $1::int - 1) n where n % 4 in (0, 3)`,
    [BOOKINGS],
  );
  await h.db.query(
    `insert into venue_payments (booking_id, amount, method, staff_name, at)
     select 'bk-exp-' || n, m.amount, m.method, 'Scale', now()
     from generate_series(0, $1::int - 1) n, (values (100000, 'cash'), (39800, 'upi')) m (amount, method) where n % 4 = 0`,
    [BOOKINGS],
  );
  await h.db.query(
    `insert into desk_refunds (id, booking_id, payment_id, amount, kind, status, created_at, updated_at)
     select 'PAY_EXP_' || n || '_D1', 'bk-exp-' || n, 'PAY_EXP_' || n, 30000, 'cancel', 'refunded', now(), now()
     from generate_series(0, $1::int - 1) n where n % 4 = 3`,
    [BOOKINGS],
  );
  await h.db.query(
    `insert into booking_lines (booking_id, line_no, kind, product_id, name, cake_type, weight, price)
     select 'bk-exp-' || n, 1, 'cake', 'cake-black-forest', 'Black Forest', 'egg', '1', 109800
     from generate_series(0, $1::int - 1) n where n % 4 = 0`,
    [BOOKINGS],
  );
  for (const table of ['bookings', 'booking_lines', 'payments', 'venue_payments', 'desk_refunds']) await h.db.query(`analyze ${table}`);
  [{ day }] = await h.db.query<{ day: string }>(`select slot_date::text as day from bookings where id = 'bk-exp-50000'`);
}, 600_000);
afterAll(() => h?.close());

const idsOf = async (sql: string, params: unknown[]) => (await h.db.query<{ id: string }>(sql, params)).map((r) => r.id);

describe(`the bookings CSV's money at ${BOOKINGS.toLocaleString('en-IN')} bookings`, () => {
  const TABLES = { online: 'payments', venue: 'venue_payments', refunds: 'desk_refunds' } as const;
  const KEYS = { rows: ['bookings', 'bookings_pkey'], lines: ['booking_lines', 'booking_lines_pkey'] } as const;

  it.each([
    ['a day', () => idsOf('select id from bookings where slot_date = $1::date', [day])],
    [
      `the largest export (${EXPORT_MAX_ROWS})`,
      () => idsOf(`select id from bookings order by slot_date desc, id limit $1`, [EXPORT_MAX_ROWS]),
    ],
  ])('for %s, reads the bookings by their keys and each money table by its booking_id index, only those bookings’ rows', async (_, ids) => {
    const bookingIds = await ids();
    const read = findBookingsQueries(bookingIds);
    for (const [name, [table, key]] of Object.entries(KEYS) as [keyof typeof KEYS, readonly [string, string]][]) {
      const plan = await planOf(h.db, read[name], [table]);
      expect(plan.types.join(), `${table}: ${JSON.stringify(plan)}`).toMatch(new RegExp(key));
      expect(plan.types.join(), `${table}: ${JSON.stringify(plan)}`).not.toMatch(/Seq Scan/);
      expect(plan.read, `${table}: ${JSON.stringify(plan)}`).toBeLessThanOrEqual(bookingIds.length);
    }
    const queries = moneyTrailQueries(bookingIds);
    for (const [name, table] of Object.entries(TABLES) as [keyof typeof TABLES, string][]) {
      const plan = await planOf(h.db, queries[name], [table]);
      expect(plan.types.join(), `${table}: ${JSON.stringify(plan)}`).toMatch(new RegExp(`${table}_booking`));
      expect(plan.types.join(), `${table}: ${JSON.stringify(plan)}`).not.toMatch(/Seq Scan/);
      // At most two rows a booking (the venue's two payments).
      expect(plan.read, `${table}: ${JSON.stringify(plan)}`).toBeLessThanOrEqual(2 * bookingIds.length);
    }
  });

  it('exports the day with each booking’s money', async () => {
    const res = await deskCall(app, 'bookingExport', { from: day, to: day }, { cookie });
    expect(res.status).toBe(200);
    const line = (res.body as string).split('\r\n').find((l) => l.startsWith('ORDEXP050000,'))!;
    expect(line).toMatch(
      /,booking-confirmed,.*,2148\.00,2148\.00,0\.00,.*,,Confirmed,750\.00,1398\.00,0\.00,Online; Cash; UPI,"Black Forest, 1 kg, egg",,Yes,$/,
    );
  });
});
