import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedMessagesQuery, remindersSentQuery } from '../../server/repo/boardMessages.ts';
import { bookingMessagesQuery, waitingCopyQuery } from '../../server/repo/deskMessageRows.ts';
import { testClock } from './bookingFixtures.ts';
import { deskCall, type App } from './deskFixtures.ts';
import type { Harness } from './harness.ts';
import { planOf } from './queryPlan.ts';
import { openDeskAtScale } from './scaleFixtures.ts';

/**
 * The desk's queries of the messages at 100,000 bookings and twice as many messages: the board's
 * reminder marks and failed messages (read on every refresh of an open board), a booking's
 * Messages, and Send again's look for a copy on its way each read their own index ranges, as the
 * database's plan shows (EXPLAIN ANALYZE): no scan of a whole table, and a few dozen rows read.
 * The rows are written in bulk by SQL, as the outbox holds them after a few years of bookings.
 */

const BOOKINGS = 100_000;
const FIRST_DAY = '2025-01-01';
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let cookie: string;
/** A day in the middle, and the bookings of Jubilee Hills' theatres on it. */
const DAY = '2026-06-15';
const THEATRES = ['th-aurora', 'th-velvet'];
let dayBookings: string[] = [];
/** A failed message that was sent again. */
let resent = 0;

beforeAll(async () => {
  let slotParams: unknown[];
  ({ h, app, cookie, slotParams } = await openDeskAtScale(clock));
  // Each slot of every theatre booked once a day, day after day from FIRST_DAY.
  await h.db.query(
    `insert into bookings (id, order_id, owner, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
       user_name, user_email, user_phone, no_of_persons, created_at, updated_at)
     select 'bk-scale-' || n, 'ORDSCALE' || lpad(n::text, 6, '0'), 'scale', 'booking-confirmed', 'normal',
       ($1::text[])[1 + n % $5::int], 'Theatre', ($2::text[])[1 + n % $5::int], $6::date + n / $5::int,
       ($3::text[])[1 + n % $5::int], ($4::text[])[1 + n % $5::int], 'Guest', 'guest@example.com', '9876543210', 2, now(), now()
     from generate_series(0, $7::int - 1) n`,
    [...slotParams, FIRST_DAY, BOOKINGS],
  );
  // Each booking's confirmation, read, and its reminder, delivered; one reminder in 40 failed, and
  // one in 3 of those sent again (the copy queued).
  await h.db.query(
    `insert into messages (kind, channel, recipient, booking_id, content, status, error, next_attempt_at, created_at, updated_at,
       give_up_at, sent_at, failed_at)
     select case when g = 0 then 'booking-confirmed' else 'reminder' end, 'whatsapp', '+919876543210', 'bk-scale-' || n,
       '{"channel":"whatsapp","template":"booking_reminder_v1","language":"en","params":[],"text":"Hi"}',
       case when g = 1 and n % 40 = 0 then 'failed' when g = 1 then 'delivered' else 'read' end,
       case when g = 1 and n % 40 = 0 then 'not on WhatsApp' else '' end,
       now(), now(), now(), now(), now(), case when g = 1 and n % 40 = 0 then now() end
     from generate_series(0, $1::int - 1) n, generate_series(0, 1) g`,
    [BOOKINGS],
  );
  await h.db.query(
    `insert into messages (kind, channel, recipient, booking_id, content, resend_of, next_attempt_at, created_at, updated_at, give_up_at)
     select kind, channel, recipient, booking_id, content, id, now(), now(), now(), now() from messages where status = 'failed' and id % 3 = 0`,
  );
  await h.db.query('analyze bookings');
  await h.db.query('analyze messages');
  dayBookings = (
    await h.db.query<{ id: string }>('select id from bookings where theatre_id = any($1::text[]) and slot_date = $2', [THEATRES, DAY])
  ).map((r) => r.id);
  // The day's own failures: some reminders of the day's bookings failed, one of them sent again.
  await h.db.query(
    `update messages set status = 'failed', error = 'not on WhatsApp', failed_at = now()
     where booking_id = any($1::text[]) and kind = 'reminder' and booking_id <> $2`,
    [dayBookings.filter((_, i) => i % 2 === 0), dayBookings[0]],
  );
  [{ id: resent }] = await h.db.query<{ id: number }>(
    `insert into messages (kind, channel, recipient, booking_id, content, resend_of, next_attempt_at, created_at, updated_at, give_up_at)
     select kind, channel, recipient, booking_id, content, id, now(), now(), now(), now() from messages
     where booking_id = $1 and status = 'failed' returning resend_of::float8 as id`,
    [dayBookings[2]],
  );
}, 600_000);
afterAll(() => h?.close());

const TABLES = ['bookings', 'messages'];

describe(`the desk's message queries at ${BOOKINGS.toLocaleString('en-IN')} bookings`, () => {
  it('has bookings on the day to look at, and failed messages among them', async () => {
    expect(dayBookings.length).toBeGreaterThan(5);
    const res = await deskCall(app, 'board', { branch: 'loc-jubilee-hills', date: DAY }, { cookie });
    expect(res.status).toBe(200);
    const [{ n }] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from messages m where m.booking_id = any($1::text[]) and m.status = 'failed'
         and not exists (select 1 from messages c where c.resend_of = m.id)`,
      [dayBookings],
    );
    expect(n).toBeGreaterThan(1);
    expect(res.body.failedMessages).toHaveLength(n);
  });

  it.each([
    ["the board's failed messages of a day", () => failedMessagesQuery(THEATRES, DAY), 400],
    ["the board's reminder marks", () => remindersSentQuery(dayBookings), 200],
    ["a booking's Messages", () => bookingMessagesQuery(dayBookings[0]), 20],
    ["Send again's look for a copy on its way", () => waitingCopyQuery(resent), 20],
  ] as const)('%s: index ranges only, a few rows read', async (_, query, most) => {
    const plan = await planOf(h.db, query(), TABLES);
    expect(plan.types.join(), JSON.stringify(plan)).not.toMatch(/Seq Scan/);
    expect(plan.types.length, JSON.stringify(plan)).toBeGreaterThan(0);
    expect(plan.read, JSON.stringify(plan)).toBeLessThanOrEqual(most);
  });
});
