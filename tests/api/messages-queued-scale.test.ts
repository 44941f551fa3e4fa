import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStopLinks } from '../../server/auth/emailStopToken.ts';
import { loadTokenSecret } from '../../server/auth/tokenSecret.ts';
import { queueDueReminders } from '../../server/messages/reminders.ts';
import { confirmedBetweenQuery } from '../../server/repo/messageBookings.ts';
import { addDays, istInstant } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';

/**
 * The reminders' round at 100,000 bookings: it runs every few seconds in every server process, and
 * reads the confirmed bookings of a day or two by one index range (bookings_confirmed_day), as the
 * database's own plan of the query shows (EXPLAIN ANALYZE), not the whole table.
 */

const ROWS = 100_000;
/** 10:30 in India. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const FIRST_DAY = '2026-06-01';
/** 250 bookings a day over 400 days, in every theatre, one in seven cancelled. */
const DAYS = 400;
let h: Harness;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  const model = await createBooking(h, await newToken(h), addBookingBody(addDays(FIRST_DAY, 200)));
  // Copies of one booking, column by column (the table's own list), on days and in states of their own.
  const changed: Record<string, string> = {
    id: `'scale-' || n`,
    order_id: `'SCALE' || n`,
    owner: `'scale'`,
    theatre_id: `(select array_agg(id order by id) from theatres)[1 + n % (select count(*) from theatres)::int]`,
    slot_date: `date '${FIRST_DAY}' + (n % ${DAYS})`,
    status: `case when n % 7 = 0 then 'cancelled' else 'booking-confirmed' end`,
  };
  const columns = (
    await h.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'bookings' and table_schema = current_schema() order by ordinal_position`,
    )
  ).map((c) => c.name);
  await h.db.query(
    `insert into bookings (${columns.join(', ')})
     select ${columns.map((c) => changed[c] ?? `b.${c}`).join(', ')} from bookings b, generate_series(1, $2::int) n where b.id = $1`,
    [model, ROWS],
  );
  await h.db.query('analyze bookings');
}, 600_000);
afterAll(() => h?.close());

describe(`the reminders' round at ${ROWS.toLocaleString('en-IN')} bookings`, () => {
  it('reads the confirmed bookings of its days from one index range, never the whole table', async () => {
    const from = '2026-11-22';
    const until = '2026-11-23';
    const q = confirmedBetweenQuery(from, until);
    const { types, read } = await planOf(h.db, q, ['bookings']);
    expect(types.join(), JSON.stringify(types)).not.toMatch(/Seq Scan/);
    expect(types.join()).toMatch(/bookings_confirmed_day/);
    const [{ n: inRange }] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where status = 'booking-confirmed' and slot_date between $1::date and $2::date`,
      [from, until],
    );
    expect(inRange).toBeGreaterThan(300);
    expect(read, JSON.stringify(types)).toBeLessThanOrEqual(inRange);
  });

  it('queues the day’s reminders once, and a round after that queues none', async () => {
    const links = emailStopLinks('https://site.example', () => loadTokenSecret(h.db));
    const at = new Date(istInstant('2026-11-22', '10:00'));
    const [{ n: due }] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where status = 'booking-confirmed' and slot_date = '2026-11-23'`,
    );
    // The copies of one customer's booking: one e-mail each (no WhatsApp tick).
    expect(await queueDueReminders(h.db, at, { stop: links, siteOrigin: 'https://site.example' })).toBe(due);
    expect(await queueDueReminders(h.db, new Date(at.getTime() + 5_000), { stop: links, siteOrigin: 'https://site.example' })).toBe(0);
  });
});
