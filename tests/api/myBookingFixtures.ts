import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database.ts';
import { insertPayment, setProviderOrder, updatePayment, type MoveTo } from '../../server/repo/payments.ts';
import { setPaidAmounts } from '../../server/repo/bookingStatus.ts';
import { findBooking } from '../../server/repo/bookings.ts';
import { manageTokenOf } from '../../server/repo/manageTokens.ts';
import { API_PREFIX, MY_BOOKING_CALENDAR_PATH, routes } from '../../src/lib/api/routes.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { deskApp, deskCall, sessionCookie, type TestStaff } from './deskFixtures.ts';
import type { Harness } from './harness.ts';
import { openPaymentHarness, paidBooking, pressOnPayPage, type PaidBookingOptions, type PaymentHarness } from './paymentFixtures.ts';

/** /my-booking's calls as the customer's page makes them, by the token of the booking's link. */

export type MyCall = 'myBooking' | 'myBookingSlots' | 'rescheduleQuote' | 'reschedule' | 'payRest' | 'cancelMyBooking';

export const myCall = (h: Harness, call: MyCall, body: unknown) => h.post(routes[call].path, body);

/** The token in the booking's /my-booking link (made the first time, as its first message makes it). */
export const linkToken = (db: Database, bookingId: string) => db.transaction((tx) => manageTokenOf(tx, bookingId));

/** GETs the booking's .ics as Add to calendar does: the raw answer. */
export const calendarOf = (h: Harness, token: string) =>
  h.app.request(`${API_PREFIX}${MY_BOOKING_CALENDAR_PATH}?t=${encodeURIComponent(token)}`);

/** The booking as /my-booking shows it; throws unless 200. */
export async function myBooking(h: Harness, token: string) {
  const res = await myCall(h, 'myBooking', { token });
  if (res.status !== 200) throw new Error(`web/mybooking answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.booking;
}

/**
 * A payment of the customer's own (the rest, or a reschedule's difference) opened with the sandbox's
 * PhonePe and left open, as /my-booking's Pay the rest or Reschedule leaves it while the customer is
 * on the pay page; `paid`: paid there and recorded as paid, with the booking's paid amount.
 */
export async function changePayment(
  t: PaymentHarness,
  bookingId: string,
  o: { purpose: 'balance' | 'move' | 'booking'; amountPaise: number; moveTo?: MoveTo; paid?: boolean; expiresInMs?: number },
): Promise<{ id: string; redirectUrl: string }> {
  const now = t.deps.now();
  const b = (await findBooking(t.h.db, bookingId))!;
  // Shaped as the server's own payment ids (a PhonePe merchant order id).
  const id = `PAY_${randomBytes(12).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + (o.expiresInMs ?? 15 * 60_000));
  await insertPayment(t.h.db, {
    id,
    bookingId,
    provider: 'phonepe',
    paymentType: 'partialpayment',
    amountPaise: o.amountPaise,
    bookingTotalPaise: b.figures.totalPaise,
    expiresAt,
    nextCheckAt: new Date(now.getTime() + 3_600_000),
    now,
    purpose: o.purpose,
    moveTo: o.moveTo,
  });
  const created = await t.payments.providers.redirect.createPayment({
    merchantOrderId: id,
    amountPaise: o.amountPaise,
    redirectUrl: `${t.payments.siteOrigin()}/my-booking`,
    expireAfterSeconds: 900,
    message: `Test payment ${id}`,
  });
  await setProviderOrder(t.h.db, id, created.providerOrderId, created.redirectUrl, now);
  if (o.paid) {
    // Paid on the provider's page; its word is applied here, as settling a paid change would apply it.
    t.control.deliverWebhooks = false;
    try {
      await pressOnPayPage(t.h, created.redirectUrl, 'Pay');
    } finally {
      t.control.deliverWebhooks = true;
    }
    await updatePayment(
      t.h.db,
      id,
      { status: 'paid', paidAmountPaise: o.amountPaise, providerPaymentId: `OM-${randomBytes(4).toString('hex')}` },
      now,
    );
    const paidPaise = b.paidPaise + o.amountPaise;
    await setPaidAmounts(t.h.db, bookingId, { paidPaise, remainingPaise: Math.max(0, b.figures.totalPaise - paidPaise) }, now);
  }
  return { id, redirectUrl: created.redirectUrl };
}

/**
 * What the tests of /my-booking's actions work with: the payment harness on the test's clock, the
 * desk's app over its database (a desk call as one of the staff, with a session opened now), and
 * bookings paid as asked, each on a day of its own by default, with their link's token.
 */
export async function openManageHarness(clock: { now: () => Date }) {
  const t = await openPaymentHarness(clock.now);
  const desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  const as = async (who: TestStaff, name: DeskCallName, input: unknown) =>
    deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, who.id, clock.now()) });
  let day = 4;
  const booking = async (o: { daysAhead?: number } & PaidBookingOptions = {}) => {
    const made = await paidBooking(t, addDays(istToday(clock.now()), o.daysAhead ?? day++), o);
    return { ...made, link: await linkToken(t.h.db, made.bookingId) };
  };
  return { t, as, booking };
}

export type ManageHarness = Awaited<ReturnType<typeof openManageHarness>>;
