import { z } from 'zod';
import { DISCOUNT_REASON_MAX, DISCOUNT_REASON_MIN } from '../booking/discount.ts';
import { storableText } from './fields.ts';
import { rupeesAsPaise } from './money.ts';

/**
 * A manager's discount on a phone booking (permission 'bookings.discount'): whole rupees off the
 * total after the coupon, and why, which the booking's page, its history and its invoice show.
 * Up to the total after the coupon: the quote and the hold refuse more, naming `discount.amount`.
 */

/** No booking comes near ₹10 lakh: a larger amount is a slip, refused before it is compared with a total. */
const DISCOUNT_RUPEES_MAX = 1_000_000;

const DiscountRupees = z
  .number({ error: 'must be an amount in whole rupees' })
  .int('must be whole rupees')
  .min(1, 'must be at least ₹1')
  .max(DISCOUNT_RUPEES_MAX, 'must be at most ₹10,00,000');

export const PhoneDiscount = z.object({
  /** Rupees on the wire, paise inside. */
  amount: rupeesAsPaise(DiscountRupees),
  reason: storableText(
    z
      .string({ error: 'must be text' })
      .trim()
      .min(DISCOUNT_REASON_MIN, `must say why, in at least ${DISCOUNT_REASON_MIN} characters`)
      .max(DISCOUNT_REASON_MAX, `must be at most ${DISCOUNT_REASON_MAX} characters`),
  ),
});
export type PhoneDiscount = z.input<typeof PhoneDiscount>;
