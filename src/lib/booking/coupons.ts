import type { PlanType } from '../api/booking.ts';
import { formatPaise } from '../money.ts';
import type { CouponTerms } from './priceTerms.ts';

/** Why a coupon on the booking takes nothing off, if it does not. */
export type CouponStatus = 'none' | 'applied' | 'belowMinimum' | 'otherPlanType';

/** Whether the coupon is for this plan type (one for either always is). */
export const isForPlanType = (coupon: CouponTerms, type: PlanType): boolean => coupon.planType === null || coupon.planType === type;

/** Whether a sub total reaches the coupon's minimum: one exactly at it does. */
export const reachesMinimum = (coupon: CouponTerms, subTotalPaise: number): boolean => subTotalPaise >= coupon.minSubTotalPaise;

/**
 * What the coupon's terms take off a sub total, plan type and minimum aside. A percentage is the one
 * place a price rule rounds: to the nearest paisa, half a paisa up (the customer's way), then held
 * to its cap. Nothing takes off more than the sub total.
 */
export function couponDiscountPaise(coupon: CouponTerms, subTotalPaise: number): number {
  const off =
    coupon.kind === 'Percentage'
      ? Math.min(Math.floor((subTotalPaise * coupon.percent + 50) / 100), coupon.maxDiscountPaise ?? Number.POSITIVE_INFINITY)
      : coupon.amountOffPaise;
  return Math.max(0, Math.min(off, subTotalPaise));
}

/** The coupon on a booking of this plan type and sub total: whether it applies, and what it takes off. */
export function applyCoupon(
  coupon: CouponTerms | null | undefined,
  type: PlanType,
  subTotalPaise: number,
): { status: CouponStatus; amountPaise: number } {
  if (!coupon) return { status: 'none', amountPaise: 0 };
  if (!isForPlanType(coupon, type)) return { status: 'otherPlanType', amountPaise: 0 };
  if (!reachesMinimum(coupon, subTotalPaise)) return { status: 'belowMinimum', amountPaise: 0 };
  return { status: 'applied', amountPaise: couponDiscountPaise(coupon, subTotalPaise) };
}

/** A plan card's coupon known by its code alone, until the coupon check describes it: it takes nothing off. */
export const codeOnlyCoupon = (code: string, planType: PlanType): CouponTerms => ({
  code,
  planType,
  minSubTotalPaise: 0,
  kind: 'Fixed',
  amountOffPaise: 0,
});

/** What a coupon takes off, as people read it: '₹700 off on a sub total of ₹3,000 or more', '10% off'. */
export function couponTermsText(terms: CouponTerms): string {
  const value = terms.kind === 'Fixed' ? formatPaise(terms.amountOffPaise) : `${terms.percent}%`;
  return `${value} off${terms.minSubTotalPaise > 0 ? ` on a sub total of ${formatPaise(terms.minSubTotalPaise)} or more` : ''}`;
}

/** What the coupon check says of a coupon put on a booking before its sub total is known. */
export const couponAddedText = (terms: CouponTerms): string => `Coupon ${terms.code} added: ${couponTermsText(terms)}.`;
