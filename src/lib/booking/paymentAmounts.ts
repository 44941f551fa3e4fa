import type { z } from 'zod';
import type { CheckoutPaymentType as CheckoutPaymentTypeSchema, PaymentType, PlanType } from '../api/booking.ts';
import type { AdvanceTerms, BookingFigures } from './priceTerms.ts';

/**
 * What a payment asks and what it leaves, in paise: the advance, the amount for each kind of
 * payment, and what remains to pay at the venue. The quote, /Checkout, the payment the server opens,
 * settlement and the invoice all reckon by these.
 */

/** /Checkout's choice: fullpayment pays the whole total now; partialpayment the advance now, the rest at the venue. */
export type CheckoutPaymentType = z.infer<typeof CheckoutPaymentTypeSchema>;

export const DEFAULT_PAYMENT_TYPE: CheckoutPaymentType = 'fullpayment';

/** The advance asked to reserve a booking: the charges' advance for its plan type, never more than its total. */
export const advancePaise = (advance: AdvanceTerms, type: PlanType, totalPaise: number): number =>
  Math.min(totalPaise, type === 'combo' ? advance.comboPaise : advance.basicPaise);

/**
 * What a payment of this kind is for: the whole total for a full payment; the advance otherwise (the
 * wizard's advance, /Checkout's partial payment), never more than the total.
 */
export const amountDuePaise = (type: PaymentType, booking: Pick<BookingFigures, 'totalPaise' | 'advancePaise'>): number =>
  type === 'fullpayment' ? booking.totalPaise : Math.min(booking.advancePaise, booking.totalPaise);

/** What is left to pay at the venue once `paidPaise` of the total is paid: never negative. */
export const remainingAfterPaise = (totalPaise: number, paidPaise: number): number => Math.max(0, totalPaise - paidPaise);

/** /Checkout's split of the server's total (PRICE-18, CHK-09): what is paid now, and what remains. */
export function paymentSplit(
  booking: Pick<BookingFigures, 'totalPaise' | 'advancePaise'>,
  type: CheckoutPaymentType,
): { payNowPaise: number; remainingPaise: number } {
  const payNowPaise = amountDuePaise(type, booking);
  return { payNowPaise, remainingPaise: remainingAfterPaise(booking.totalPaise, payNowPaise) };
}
