import type { Context } from 'hono';
import { inRupees } from '../../../src/lib/api/money.ts';
import { remainingAfterPaise } from '../../../src/lib/booking/paymentAmounts.ts';
import { methodWords, leftWords } from '../../../src/lib/desk/venuePaymentRules.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { remakeInvoice } from '../../invoice/makeInvoice.ts';
import { findBooking } from '../../repo/bookings.ts';
import { noteInHistory, setPaidAmounts } from '../../repo/bookingStatus.ts';
import { lockedVenuePayment, voidVenuePayment } from '../../repo/venuePayments.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking } from './actionBooking.ts';

export const NO_SUCH_PAYMENT = 'This booking has no such payment at the venue.';
export const ALREADY_VOIDED = 'This payment is already voided.';

/**
 * A payment recorded at the venue in error, voided by a manager with the reason: the row stays,
 * marked, and counts nowhere; the booking's paid and left amounts go back by it, and its invoice is
 * made again without it. Only a confirmed booking's payment: a cancelled one's money was settled
 * by the cancellation. Under the booking's lock, so two managers voiding at once void it once.
 */
export async function voidPayment(deps: DeskDeps, c: Context, p: { bookingId: string; paymentId: number; reason: string }) {
  return staffAction(deps, c, 'payments.void', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const payment = await lockedVenuePayment(tx, b.id, p.paymentId);
    if (!payment) throw notFound(NO_SUCH_PAYMENT);
    if (payment.voided) throw new HttpError(409, ALREADY_VOIDED);
    if (b.status !== 'booking-confirmed')
      throw new HttpError(409, `Only a confirmed booking's payments can be voided; this one is ${b.status}.`);
    const total = b.figures.totalPaise;
    const paidPaise = Math.max(0, b.paidPaise - payment.amountPaise);
    const leftPaise = remainingAfterPaise(total, paidPaise);
    await voidVenuePayment(tx, { id: payment.id, staffId: actor.id, staffName: actor.name, reason: p.reason, at: now });
    await setPaidAmounts(tx, b.id, { paidPaise, remainingPaise: leftPaise }, now);
    const what = `${formatPaise(payment.amountPaise)} paid at the venue (${methodWords(payment)})`;
    await noteInHistory(tx, b.id, b.status, now, `${what} voided by ${actor.name}: ${p.reason}; ${leftWords(leftPaise)}`);
    const invoice = await remakeInvoice(tx, b.id, now);
    await audit({
      action: 'booking.void-payment',
      target: bookingTarget(b.id),
      before: inRupees({ amountPaid: b.paidPaise, remainingAmount: remainingAfterPaise(total, b.paidPaise) }),
      after: {
        ...inRupees({ amountPaid: paidPaise, remainingAmount: leftPaise, amount: payment.amountPaise }),
        paymentId: payment.id,
        method: payment.method,
        reference: payment.reference,
        reason: p.reason,
        invoice,
      },
    });
    return {
      message: `${what} is voided. ${b.draft.userName}'s booking has ${formatPaise(leftPaise)} left to collect; its invoice is made again.`,
      booking: actionBookingOf((await findBooking(tx, b.id))!),
      refund: null,
    };
  });
}
