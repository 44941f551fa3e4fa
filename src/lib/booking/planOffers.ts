import type { PlanType } from '../api/booking.ts';
import { couponAddedText } from './coupons.ts';
import type { CouponTerms } from './priceTerms.ts';

/**
 * The offer each plan comes with (DECISIONS 3): its coupon, put on the booking as soon as the plan
 * is chosen, on each path that chooses one: a plan card of /Basicplan, and the type of the
 * one-page booking (/BookingDetails), so that a package costs the same whichever way it is booked.
 * A code the customer applies (/ComboForm, /Checkout) takes its place: a booking has one coupon.
 */
export const PLAN_OFFERS: Readonly<Record<PlanType, string>> = { normal: 'FLAT400BASIC', combo: 'FLAT700COMBO' };

/**
 * The line that tells the customer the plan's offer is on the booking; null when another coupon or
 * none is, or while the offer is known by its code alone (codeOnlyCoupon: nothing off until the
 * coupon check has described it).
 */
export function planOfferLine(type: PlanType, coupon: CouponTerms | null): string | null {
  if (!coupon || coupon.code !== PLAN_OFFERS[type]) return null;
  if (coupon.kind === 'Fixed' && coupon.amountOffPaise === 0) return null;
  return couponAddedText(coupon);
}
