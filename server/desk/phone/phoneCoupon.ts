import { PLAN_OFFERS } from '../../../src/lib/booking/planOffers.ts';
import type { PlanType } from '../../../src/lib/api/booking.ts';
import { resolveCoupon } from '../../booking/resolveCoupon.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The coupon a phone booking gets, as a web customer would: the code the caller gives, checked by
 * the site's own rules and refused in its words (resolveCoupon.ts); without one, the plan's offer
 * the site puts on every booking of that plan (planOffers.ts), or none while that offer cannot be
 * used (switched off, its days over, its uses taken). Called outside the hold's transaction, as the
 * site's is: the hold claims the use last, under the coupon's lock.
 */
export async function phoneCoupon(db: Queryable, code: string, type: PlanType, now: Date): Promise<string | null> {
  if (code) return resolveCoupon(db, code, type, { now });
  try {
    return await resolveCoupon(db, PLAN_OFFERS[type], type, { now });
  } catch (e) {
    if (e instanceof HttpError && e.status === 400) return null;
    throw e;
  }
}
