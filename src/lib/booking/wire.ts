import type { z } from 'zod';
import type { PlanType } from '../api/booking.ts';
import type { CheckCouponResponse } from '../api/catalogue.ts';
import { toPaise, toRupees } from '../money.ts';
import type { CouponTerms } from './priceTerms.ts';

/**
 * The edge between the rules' paise and the wire's rupees: the API speaks rupees (the spec's
 * contract), every rule paise. Each conversion is here once, in both directions.
 */

/** The coupon check's description of a coupon: its value (a percent, or rupees off) and limits in rupees. */
export type CouponDescription = Pick<z.infer<typeof CheckCouponResponse>, 'couponCodeType' | 'couponAmount' | 'minAmount' | 'maxDiscount'>;

export function couponDescriptionOf(terms: CouponTerms): CouponDescription {
  const limits = { couponCodeType: terms.kind, minAmount: toRupees(terms.minSubTotalPaise) };
  return terms.kind === 'Percentage'
    ? { ...limits, couponAmount: terms.percent, maxDiscount: terms.maxDiscountPaise === null ? null : toRupees(terms.maxDiscountPaise) }
    : { ...limits, couponAmount: toRupees(terms.amountOffPaise), maxDiscount: null };
}

/** The terms the coupon check described, for the plan type it was checked for (it refuses a coupon of the other). */
export function couponTermsOf(code: string, planType: PlanType, d: CouponDescription): CouponTerms {
  const base = { code, planType, minSubTotalPaise: toPaise(d.minAmount) };
  return d.couponCodeType === 'Percentage'
    ? { ...base, kind: 'Percentage', percent: d.couponAmount, maxDiscountPaise: d.maxDiscount === null ? null : toPaise(d.maxDiscount) }
    : { ...base, kind: 'Fixed', amountOffPaise: toPaise(d.couponAmount) };
}
