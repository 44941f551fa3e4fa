import type { CouponStatus } from '../booking/coupons.ts';
import { formatPaise } from '../money.ts';

/** Why the coupon on a phone booking's quote takes nothing off ('' when it takes something off, or there is none). */
export function couponNote(q: { couponCode: string; couponMinimumPaise: number; status: CouponStatus }): string {
  if (q.status === 'belowMinimum') return `${q.couponCode} takes off from a sub total of ${formatPaise(q.couponMinimumPaise)}.`;
  if (q.status === 'otherPlanType') return `${q.couponCode} is not for this plan.`;
  return '';
}
