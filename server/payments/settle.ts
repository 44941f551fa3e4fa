import type { Queryable } from '../db/database.ts';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import { amountDuePaise, remainingAfterPaise } from '../../src/lib/booking/paymentAmounts.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { findBooking } from '../repo/bookings.ts';
import { changeStatus, noteInHistory, type StatusChange } from '../repo/bookingStatus.ts';
import { findPayment, otherPending, updatePayment, type Payment } from '../repo/payments.ts';
import { releaseHoldsOf, sellSlot } from '../repo/slotHolds.ts';
import { queueBookingConfirmed } from '../messages/queueBooking.ts';
import type { ProviderPayment } from './provider.ts';

/** What must happen after the settling transaction commits: calls to the outside world. */
export interface Followup {
  /** A paid payment that is not kept: give the money back. */
  refund?: Payment;
  /** A booking just confirmed: make its invoice. */
  invoiceFor?: string;
}

const REFUND_DAYS = 'It reaches your account in 5-7 working days.';

/**
 * Applies what the provider said about a payment, inside the caller's transaction, exactly once
 * and in any order: a settled payment never changes again (a late 'failed' cannot undo 'paid'),
 * and 'pending' changes nothing. Paid for the amount asked, on a booking that still costs what it
 * did when the payment was asked: the hold becomes a sale and the booking is confirmed; paid but
 * not keepable (another amount, the booking already paid or changed since, or the slot sold to
 * someone else while this payment was late): the money is refunded. Failed: the booking's slot is
 * freed at once, unless another payment of it is still pending.
 */
export async function settlePayment(
  tx: Queryable,
  paymentId: string,
  said: ProviderPayment,
  now: Date,
  /** The site's public origin: the booking's messages link to its /my-booking page there. */
  siteOrigin: string,
): Promise<Followup> {
  // Booking first, then payment: the same order as the payment request, so the two never deadlock.
  const peek = await findPayment(tx, paymentId);
  if (!peek || said.state === 'pending') return {};
  const booking = await findBooking(tx, peek.bookingId, true);
  const payment = await findPayment(tx, paymentId, true);
  if (!booking || !payment) return {};
  if (payment.status !== 'pending' && payment.status !== 'cancelled' && payment.status !== 'failed') return {};

  const setBooking = (status: BookingStatus, note: string, paid?: StatusChange['paid']) =>
    changeStatus(tx, booking.id, { status, statusNote: note, history: `payment ${payment.id}: ${note || status}`, paid }, now);

  if (said.state === 'failed') {
    if (payment.status === 'failed') return {};
    if (payment.status === 'cancelled') {
      // The customer gave it up and is changing the booking: its hold and status are theirs to keep.
      await updatePayment(tx, payment.id, { status: 'failed', nextCheckAt: null, note: 'cancelled by the customer; not paid' }, now);
      return {};
    }
    await updatePayment(tx, payment.id, { status: 'failed', nextCheckAt: null, note: 'the provider said failed' }, now);
    const open = booking.status === 'held' || booking.status === 'payment-pending';
    if (open && !(await otherPending(tx, booking.id, payment.id))) {
      await releaseHoldsOf(tx, booking.id);
      await setBooking('payment-failed', '');
    }
    return {};
  }

  const paid = { providerPaymentId: said.providerPaymentId, paidAmountPaise: said.amountPaise, nextCheckAt: null };
  const refund = async (note: string, bookingNote?: string): Promise<Followup> => {
    await updatePayment(tx, payment.id, { ...paid, status: 'refund-pending', note, nextCheckAt: now }, now);
    if (bookingNote !== undefined) {
      await releaseHoldsOf(tx, booking.id);
      await setBooking('refunded', bookingNote);
    }
    return { refund: { ...payment, ...paid, status: 'refund-pending' } };
  };

  if (booking.status === 'booking-confirmed') {
    // Paid twice (two payment pages, both paid): the first one keeps the booking.
    return refund('the booking was already paid');
  }
  // The staff cancelled it meanwhile: its slot is no longer its own.
  if (booking.status === 'cancelled') return refund('the booking was cancelled');
  if (said.amountPaise !== payment.amountPaise) {
    return refund(
      `paid ${said.amountPaise} paise, asked ${payment.amountPaise}`,
      `We received ${formatPaise(said.amountPaise)} instead of the ${formatPaise(payment.amountPaise)} asked, so we could not confirm your booking and have refunded it. ${REFUND_DAYS}`,
    );
  }
  // A booking is frozen while its payment is open; should it have changed all the same, the money
  // paid is not what it costs now, and confirming it would record the wrong booking as paid.
  const total = booking.figures.totalPaise;
  const due = amountDuePaise(payment.paymentType, booking.figures);
  if (payment.bookingTotalPaise !== total || payment.amountPaise !== due) {
    const note = `the booking changed after the payment was asked: total ${payment.bookingTotalPaise} paise then, ${total} now; ${payment.paymentType} ${payment.amountPaise} asked, ${due} due now`;
    // Another payment open for the booking as it is now decides the booking; this one is only refunded.
    if (await otherPending(tx, booking.id, payment.id)) {
      await noteInHistory(tx, booking.id, booking.status, now, `payment ${payment.id}: refunded: ${note}`);
      return refund(note);
    }
    return refund(
      note,
      `Your booking was changed while your payment of ${formatPaise(said.amountPaise)} was in progress (it now costs ${formatPaise(total)}), so we could not confirm it and have refunded ${formatPaise(said.amountPaise)}. ${REFUND_DAYS}`,
    );
  }
  if (!(await sellSlot(tx, booking.draft, booking.id, now))) {
    return refund(
      'the slot was sold while the payment was late',
      `Your payment of ${formatPaise(said.amountPaise)} came through after the hold on your slot had ended, and the slot had been booked by someone else meanwhile. We have refunded ${formatPaise(said.amountPaise)}. ${REFUND_DAYS}`,
    );
  }
  await updatePayment(tx, payment.id, { ...paid, status: 'paid', note: '' }, now);
  await setBooking('booking-confirmed', '', {
    amountPaise: said.amountPaise,
    // Paid in full at /Checkout: nothing is left for the venue.
    remainingPaise: remainingAfterPaise(total, said.amountPaise),
    paymentType: payment.paymentType,
    transactionId: said.providerPaymentId,
  });
  await queueBookingConfirmed(tx, booking.id, now, siteOrigin);
  return { invoiceFor: booking.id };
}
