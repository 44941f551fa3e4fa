import type { z } from 'zod';
import type { CheckoutOrderRequest } from '../api/booking.ts';
import { toPaise, toRupees } from '../money.ts';

/** fullpayment pays the whole total now; partialpayment pays the advance now and the rest at the venue. */
export type PaymentType = z.output<typeof CheckoutOrderRequest>['paymentType'];

export const DEFAULT_PAYMENT_TYPE: PaymentType = 'fullpayment';

/** What is paid now and what remains, rupees. */
export interface PaymentSplit {
  payNow: number;
  remaining: number;
}

/**
 * The checkout's split of the server's total (PRICE-18): the whole total now and nothing left for a
 * full payment; the advance now and the total less the advance for a partial one. Reckoned in paise
 * so that rupee fractions do not drift; an advance above the total is capped at the total.
 */
export function paymentSplit(amounts: { totalPrice: number; advancePayment: number }, type: PaymentType): PaymentSplit {
  const total = toPaise(amounts.totalPrice);
  if (type === 'fullpayment') return { payNow: toRupees(total), remaining: 0 };
  const advance = Math.min(toPaise(amounts.advancePayment), total);
  return { payNow: toRupees(advance), remaining: toRupees(total - advance) };
}
