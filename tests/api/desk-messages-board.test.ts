import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardResponse } from '../../src/lib/api/deskBookings.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, boardSlot, deskApp, deskCall, sessionCookie, type App } from './deskFixtures.ts';
import { addMessage, setStatus } from './deskMessageFixtures.ts';
import { openPaymentHarness, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * The day board's marks of the messages: a booked slot whose reminder went says so, and a failed
 * message of a booking of the day shows on that day's board (and on no other), until a copy of it
 * sent again takes its place.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z')); // 10:30 in India
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let app: App;
let cookie: string;
let day = 2;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  app = deskApp(t.h.db, { now: clock.now });
  const front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  cookie = await sessionCookie(t.h.db, front.id, clock.now());
});
afterAll(() => t?.h.close());

/** A booking of Aurora's first slot on a day of its own, its advance paid on the sandbox's page unless `paid` is false. */
async function booking(paid = true) {
  const date = addDays(istToday(clock.now()), day++);
  const token = await newToken(t.h);
  const bookingId = await createBooking(t.h, token, addBookingBody(date));
  if (paid) await pressOnPayPage(t.h, (await startPayment(t.h, token, bookingId)).url, 'Pay');
  const [{ order_id: orderId }] = await t.h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
  return { bookingId, orderId, date };
}

async function board(date: string, branch = 'loc-jubilee-hills', name: 'board' | 'boardRefresh' = 'board') {
  const res = await deskCall(app, name, { branch, date }, { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(BoardResponse.safeParse(res.body).success).toBe(true);
  return res.body;
}

const slotOf = async (date: string) => boardSlot(await board(date), AURORA.id, AURORA.slot1.slotId);

describe("the board's reminder mark", () => {
  it('shows on a booked slot once its reminder went (sent, delivered or read), not while it waits or after it failed', async () => {
    const { bookingId, date } = await booking();
    expect(await slotOf(date)).toMatchObject({ state: 'booked', reminderSentAt: null });
    // A confirmation that went is not a reminder.
    await addMessage(t.h.db, clock.now(), { bookingId, status: 'delivered' });
    const reminder = await addMessage(t.h.db, clock.now(), { bookingId, kind: 'reminder' });
    expect((await slotOf(date)).reminderSentAt).toBeNull();
    await setStatus(t.h.db, reminder, 'failed', clock.now(), 'not on WhatsApp');
    expect((await slotOf(date)).reminderSentAt).toBeNull();
    const sentAt = new Date(clock.now().getTime() + 60_000);
    for (const status of ['sent', 'delivered', 'read'] as const) {
      await setStatus(t.h.db, reminder, status, sentAt);
      expect((await slotOf(date)).reminderSentAt, status).toBe(sentAt.toISOString());
    }
    // The board's own refresh carries it too.
    expect(boardSlot(await board(date, undefined, 'boardRefresh'), AURORA.id, AURORA.slot1.slotId).reminderSentAt).toBe(
      sentAt.toISOString(),
    );
  });

  it("is each booking's own: a reminder of another day's booking marks nothing here", async () => {
    const a = await booking();
    const b = await booking();
    await addMessage(t.h.db, clock.now(), { bookingId: b.bookingId, kind: 'reminder', status: 'sent' });
    expect((await slotOf(a.date)).reminderSentAt).toBeNull();
    expect((await slotOf(b.date)).reminderSentAt).toBe(clock.now().toISOString());
  });
});

describe("the board's failed messages", () => {
  it('lists a failed message of a booking of the day, with its order id, what failed and why; on no other day or branch', async () => {
    const { bookingId, orderId, date } = await booking();
    expect((await board(date)).failedMessages).toEqual([]);
    const failed = await addMessage(t.h.db, clock.now(), {
      bookingId,
      channel: 'email',
      recipient: 'asha@example.com',
      status: 'failed',
      error: 'The mail server refused the address',
    });
    await addMessage(t.h.db, clock.now(), { bookingId, status: 'read' });
    expect((await board(date)).failedMessages).toEqual([
      {
        id: failed,
        bookingId,
        orderId,
        kind: 'booking-confirmed',
        channel: 'email',
        recipient: 'asha@example.com',
        error: 'The mail server refused the address',
        failedAt: clock.now().toISOString(),
      },
    ]);
    expect((await board(date, undefined, 'boardRefresh')).failedMessages.map((f: { id: number }) => f.id)).toEqual([failed]);
    expect((await board(addDays(date, 1))).failedMessages).toEqual([]);
    expect((await board(date, 'loc-gachibowli')).failedMessages).toEqual([]);
  });

  it('counts any booking of the day, a held one too, newest first', async () => {
    const { bookingId, date } = await booking(false);
    const first = await addMessage(t.h.db, clock.now(), { bookingId, kind: 'payment-link', status: 'failed', error: 'a' });
    const second = await addMessage(t.h.db, clock.now(), { bookingId, kind: 'payment-link', channel: 'email', status: 'failed' });
    expect((await board(date)).failedMessages.map((f: { id: number }) => f.id)).toEqual([second, first]);
  });

  it('stops showing once it is sent again, and shows the copy instead if that fails too', async () => {
    const { bookingId, date } = await booking();
    const failed = await addMessage(t.h.db, clock.now(), { bookingId, kind: 'reminder', status: 'failed', error: 'timed out' });
    const resend = await deskCall(app, 'bookingMessageResend', { bookingId, messageId: failed }, { cookie });
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    expect((await board(date)).failedMessages).toEqual([]);
    await setStatus(t.h.db, resend.body.copyId, 'failed', clock.now(), 'timed out again');
    expect((await board(date)).failedMessages).toMatchObject([{ id: resend.body.copyId, error: 'timed out again' }]);
    await setStatus(t.h.db, resend.body.copyId, 'sent', clock.now());
    expect((await board(date)).failedMessages).toEqual([]);
    // The copy went: the reminder is marked.
    expect((await slotOf(date)).reminderSentAt).toBe(clock.now().toISOString());
  });
});
