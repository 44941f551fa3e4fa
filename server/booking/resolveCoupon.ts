import type { Queryable } from '../db/database.ts';
import { isForPlanType } from '../../src/lib/booking/coupons.ts';
import { couponByRef } from '../repo/coupons.ts';
import { fieldError } from './errors.ts';

/**
 * The coupon a customer put on the booking, by code or coupon_Id: it must exist, be active and be
 * for this plan type (FLAT400BASIC basic only, FLAT700COMBO combo only). A minimum it does not reach
 * yet is not refused: the quote takes nothing off until the sub total reaches it.
 */
export async function resolveCoupon(db: Queryable, ref: string, type: 'normal' | 'combo'): Promise<string> {
  const coupon = await couponByRef(db, ref);
  if (!coupon || !coupon.active) throw fieldError('couponId', `${ref.toUpperCase()} is not a valid coupon code`);
  const { terms } = coupon;
  if (!isForPlanType(terms, type))
    throw fieldError('couponId', `${terms.code} is for the ${terms.planType === 'combo' ? 'combo' : 'basic'} plan only`);
  return coupon.id;
}
