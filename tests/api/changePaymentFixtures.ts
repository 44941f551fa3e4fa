import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import type { Queryable } from '../../server/db/database.ts';
import { SANDBOX_CREDENTIALS } from '../../server/payments/config.ts';
import { manageTokenOf } from '../../server/repo/manageTokens.ts';
import { routes } from '../../src/lib/api/routes.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie } from './deskFixtures.ts';
import { sessionsWaitingOnLocks } from './harness.ts';
import { openPaymentHarness, pressOnPayPage, readBooking, startPayment } from './paymentFixtures.ts';

/**
 * What the tests of the customer's own changes (/my-booking's Reschedule and Pay the rest) share:
 * a booking paid through the real payment flow, opened by the token of its /my-booking link, and
 * the booking and its history as stored.
 */

type T = Awaited<ReturnType<typeof openPaymentHarness>>;
type Slot = { slotId: string; fromTime: string; toTime: string };

/** Velvet Lounge (seed): Aurora's branch; its second slot costs ₹2799 for two. */
export const VELVET = { id: 'th-velvet', s2: 'th-velvet-s2' };
/** Nebula: a theatre of another branch. */
export const NEBULA = { id: 'th-nebula', s1: 'th-nebula-s1' };

/**
 * Asha's booking of an Aurora slot (its first by default, ₹2148) on `date`, paid as asked: the
 * advance (₹750) on the sandbox's pay page, everything with the card widget, or nothing; with the
 * token its messages' /my-booking link carries (`token`) and the wizard's guest token (`guest`).
 */
export async function customerBooking(t: T, date: string, o: { slot?: Slot; pay?: 'advance' | 'full' | 'none'; phone?: string } = {}) {
  const guest = await newToken(t.h);
  const body = addBookingBody(date, {
    ...(o.slot ? { time: o.slot, subTotal: o.slot === AURORA.ninety ? 1799 : 2148 } : {}),
    ...(o.phone ? { userPhone: o.phone } : {}),
  });
  const bookingId = await createBooking(t.h, guest, body);
  if (o.pay === 'full') {
    const b = await readBooking(t.h, guest, bookingId);
    const order = await t.h.post(routes.checkoutOrder.path, { bookingId, paymentType: 'fullpayment', amount: b.totalPrice }, auth(guest));
    const paid = await t.h.app.request(`${IN_PROCESS_ORIGIN}/sandbox/razorpay/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: SANDBOX_CREDENTIALS.razorpay.keyId, order_id: order.body.orderId }),
    });
    const verified = await t.h.post(routes.checkoutVerify.path, { bookingId, ...(await paid.json()) }, auth(guest));
    if (verified.body.status !== 'booking-confirmed') throw new Error(`not confirmed: ${JSON.stringify(verified.body)}`);
  } else if (o.pay !== 'none') {
    await pressOnPayPage(t.h, (await startPayment(t.h, guest, bookingId)).url, 'Pay');
  }
  return { bookingId, date, guest, token: await manageTokenOf(t.h.db, bookingId) };
}

/** The booking's columns the customer's changes touch, in paise. */
export const stored = async (t: T, id: string) =>
  (
    await t.h.db.query<{
      status: string;
      theatre_id: string;
      slot_id: string;
      slot_date: string;
      total_price: number;
      amount_paid: number;
      remaining_amount: number;
      payment_type: string;
      status_note: string;
      invoice: string;
    }>(
      `select status, theatre_id, slot_id, slot_date::text as slot_date, total_price, amount_paid, remaining_amount, payment_type,
         status_note, invoice
       from bookings where id = $1`,
      [id],
    )
  )[0];

/** The booking's history, oldest first. */
export const historyOf = (t: T, id: string) =>
  t.h.db.query<{ status: string; note: string }>('select status, note from booking_status_history where booking_id = $1 order by id', [id]);

/** The booking's payments, oldest first. */
export const changePaymentsOf = (t: T, id: string) =>
  t.h.db.query<{ id: string; purpose: string; status: string; amount: number; redirect_url: string; note: string }>(
    'select id, purpose, status, amount, redirect_url, note from payments where booking_id = $1 order by created_at, id',
    [id],
  );

/** The live holds and sales of a slot: which bookings have it. */
export const holdersOf = async (t: T, theatreId: string, slotId: string, date: string) =>
  (
    await t.h.db.query<{ booking_id: string; status: string }>(
      `select booking_id, status from slot_holds where theatre_id = $1 and slot_id = $2 and slot_date = $3 and status in ('held', 'confirmed')`,
      [theatreId, slotId, date],
    )
  ).map((r) => `${r.booking_id} ${r.status}`);

/** The refunds the sandbox providers made of the booking's online payments, in paise. */
export const providerRefunds = async (t: T, id: string) => [
  ...(
    await t.h.db.query<{ amount: number }>(
      'select r.amount from sandbox_phonepe_refunds r join payments p on p.id = r.merchant_order_id where p.booking_id = $1',
      [id],
    )
  ).map((r) => Number(r.amount)),
  ...(
    await t.h.db.query<{ amount: number }>(
      'select r.amount from sandbox_razorpay_refunds r join payments p on p.provider_payment_id = r.payment_id where p.booking_id = $1',
      [id],
    )
  ).map((r) => Number(r.amount)),
];

/**
 * The payment harness on the test file's clock, the desk's app over its database, and a manager
 * acting there (`asManager`: a desk call with a session opened now).
 */
export async function openChangeTestbed(clock: { now: () => Date }) {
  const t = await openPaymentHarness(clock.now);
  const desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  const manager = (await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' })).id;
  const asManager = async (name: DeskCallName, input: unknown) =>
    deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, manager, clock.now()) });
  return { t, asManager };
}

/** Takes the booking's row lock, as every change of a booking does (for raceAtLock). */
export const bookingLock = (bookingId: string) => (tx: Queryable) =>
  tx.query('select id from bookings where id = $1 for update', [bookingId]);

/**
 * Calls made at once that meet at a lock the test holds (`lock`, in its own transaction): once
 * `waiting` sessions wait on it, it is let go and they go on together. PGlite runs one transaction
 * at a time, so there they queue behind it whatever the timing.
 */
export async function raceAtLock<R>(
  t: T,
  lock: (tx: Queryable) => Promise<unknown>,
  waiting: number,
  calls: () => Promise<R>[],
): Promise<R[]> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const locked = new Promise<void>((resolve) => (taken = resolve));
  const holder = t.h.db.transaction(async (tx) => {
    await lock(tx);
    taken();
    await released;
  });
  await locked;
  const answers = Promise.all(calls());
  await sessionsWaitingOnLocks(t.h.db, waiting);
  release();
  await holder;
  return answers;
}
