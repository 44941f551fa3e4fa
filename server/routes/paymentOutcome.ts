import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { verifyPaymentRef } from '../auth/paymentRef.ts';
import type { Deps } from '../deps.ts';
import { defineCall } from '../http/defineCall.ts';
import { notFound } from '../http/errors.ts';
import { checkWhenPolled } from '../payments/checkWhenPolled.ts';
import { outcomeView } from '../payments/outcomeView.ts';
import { toBooking } from '../booking/bookingView.ts';
import { findBooking } from '../repo/bookings.ts';
import { findPayment } from '../repo/payments.ts';
import { liveHoldOf } from '../repo/slotHolds.ts';
import { manageTokenOf } from '../repo/manageTokens.ts';

const NO_SUCH_PAYMENT = 'No payment matches this address. If money was taken, please call or WhatsApp us with the time of payment.';
const EXPIRED = 'This payment address has expired. To hear how your booking stands, please call or WhatsApp us.';

/**
 * `web/paymentoutcome`: a payment's outcome for whichever tab or browser the provider's way back
 * opens in, keyed by the reference that way back carries (`tokenSecret` signs it), not by a token.
 * A forged reference, another booking's, and one of no payment get one answer, so the call tells
 * nothing about bookings or payments to someone without a real one; only an expired one, which only
 * its holder can have, is told so. A confirmed booking's answer carries its /my-booking token, as its
 * confirmation message does.
 */
export function paymentOutcomeRoutes(app: Hono, deps: Deps, tokenSecret: () => Promise<Buffer>): void {
  const { db, now } = deps;
  defineCall(app, calls.paymentOutcome, async ({ bookingId, ref }) => {
    const check = verifyPaymentRef(await tokenSecret(), ref, now());
    if (!check.ok && check.reason === 'expired') throw notFound(EXPIRED);
    const payment = check.ok ? await findPayment(db, check.id) : undefined;
    if (payment?.bookingId !== bookingId) throw notFound(NO_SUCH_PAYMENT);
    await checkWhenPolled(deps, bookingId);
    const booking = await findBooking(db, bookingId);
    if (!booking) throw notFound(NO_SUCH_PAYMENT);
    const hold = await liveHoldOf(db, booking.id, now());
    const view = outcomeView(toBooking(booking, { live: Boolean(hold), expiresAt: hold?.expiresAt ?? null }));
    // The way to the booking's own page, for whoever paid it: only once it is theirs.
    const manageToken = view.status === 'booking-confirmed' ? await manageTokenOf(db, booking.id) : '';
    return { ...view, manageToken };
  });
}
