import { codeOnlyCoupon } from '../../lib/booking/coupons.ts';
import { PLAN_OFFERS } from '../../lib/booking/planOffers.ts';
import type { PlanType } from '../../lib/stores/booking.ts';
import { $wizard, choosePlan } from '../../lib/stores/wizard.ts';
import { BookingFailure, checkCoupon } from '../../client/bookingApi.ts';

/**
 * Chooses the plan type with its offer (planOffers.ts): at once by its code, which takes nothing off
 * until described, then with the terms the coupon check gives. The check is asked at a sub total of
 * ₹0, which describes a coupon whatever its minimum (the booking takes it off once the sub total
 * reaches it). An offer the check refuses (switched off, used up, out of its days) is not put on the
 * booking, which the server would refuse with it; an answer that does not come keeps the code, which
 * the server prices. A later choice of plan wins over an earlier check still on its way.
 */
export async function choosePlanWithOffer(type: PlanType): Promise<void> {
  const code = PLAN_OFFERS[type];
  choosePlan(type, codeOnlyCoupon(code, type));
  const stillOffered = () => $wizard.get().plan === type && $wizard.get().coupon?.code === code;
  try {
    const checked = await checkCoupon(code, 0, type);
    if (stillOffered()) choosePlan(type, checked.terms);
  } catch (error) {
    const refused = error instanceof BookingFailure && error.failure.kind === 'failed' && error.failure.status === 400;
    if (refused && stillOffered()) choosePlan(type, null);
  }
}
