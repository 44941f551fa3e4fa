import type { Queryable } from '../db/database.ts';
import { isForPlanType } from '../../src/lib/booking/coupons.ts';
import { couponRefusal, couponRefusalText } from '../../src/lib/booking/couponUsable.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { countCouponUses, couponByRef, lockCoupon, type StoredCoupon } from '../repo/coupons.ts';
import { fieldError } from './errors.ts';

/** Who asks for a coupon, and when. */
export interface CouponUse {
  /** Today in India decides the coupon's days; the live holds at this instant count its uses. */
  now: Date;
  /** The booking it is for, when it exists already (a change): its own use never counts against the coupon. */
  bookingId?: string | null;
  /** The coupon the booking has already: it keeps it, whatever its days and uses say now. */
  heldCouponId?: string | null;
}

/**
 * The coupon a customer put on the booking, by code or coupon_Id: it must exist, be active and be
 * for this plan type (FLAT400BASIC basic only, FLAT700COMBO combo only). A coupon new to the booking
 * must also be usable today (its first and last days, its most uses: couponUsable.ts), under the
 * coupon's lock (claimCouponUse); one the booking already has stays on it. A minimum it does not
 * reach yet is not refused: the quote takes nothing off until the sub total reaches it.
 */
export async function resolveCoupon(db: Queryable, ref: string, type: 'normal' | 'combo', use: CouponUse): Promise<string> {
  const coupon = await couponByRef(db, ref);
  if (!coupon || !coupon.active) throw fieldError('couponId', `${ref.toUpperCase()} is not a valid coupon code`);
  if (coupon.id !== use.heldCouponId) await claimCouponUse(db, coupon.id, use.bookingId ?? null, use.now);
  const { terms } = coupon;
  if (!isForPlanType(terms, type))
    throw fieldError('couponId', `${terms.code} is for the ${terms.planType === 'combo' ? 'combo' : 'basic'} plan only`);
  return coupon.id;
}

/**
 * Refuses a new use of the coupon by the booking (null: one not made yet) when the coupon cannot be
 * used today: switched off, before its first day, after its last, or used by as many other bookings
 * as it may be. Inside a transaction it locks the coupon's row to the end of it (lockCoupon), so of
 * two bookings racing for its last use the second waits, counts the first, and is refused: called
 * last in the transaction that makes the booking, after the slot's locks, as the changes do.
 */
export async function claimCouponUse(tx: Queryable, couponId: string, bookingId: string | null, now: Date): Promise<void> {
  const coupon = await lockCoupon(tx, couponId);
  if (!coupon) throw fieldError('couponId', `${couponId.toUpperCase()} is not a valid coupon code`);
  const refusal = await refusalNow(tx, coupon, now, bookingId);
  if (refusal) throw fieldError('couponId', couponRefusalText(coupon.terms.code, refusal));
}

/** Why the coupon cannot be put on a booking new to it now (null: it can), counting the uses of every booking but `bookingId`. */
export async function refusalNow(db: Queryable, coupon: StoredCoupon, now: Date, bookingId: string | null = null) {
  const uses = coupon.maxUses === null ? 0 : await countCouponUses(db, coupon.id, now, bookingId);
  return couponRefusal(coupon, istToday(now), uses);
}
