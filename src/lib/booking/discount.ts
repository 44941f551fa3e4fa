/**
 * A manager's discount on a booking taken by phone: an amount with its reason, kept on the booking
 * and taken off after the coupon each time it is priced (a move, a line added at the venue), so it
 * is never lost and never makes a total below zero.
 */

/** What a discount takes off a total: all of it, or the whole total when that is less (a cheaper slot since). */
export const discountTakenPaise = (discountPaise: number, afterCouponPaise: number): number =>
  Math.max(0, Math.min(discountPaise, afterCouponPaise));

/** The reason's limits: a few words a colleague and the customer's invoice can read. */
export const DISCOUNT_REASON_MIN = 3;
export const DISCOUNT_REASON_MAX = 200;

/** The discount a priced booking has (what it took off, and why), or null: for its page and its invoice. */
export function discountOf(
  figures: { subTotalPaise: number; couponAmountPaise: number },
  draft: { discountPaise?: number; discountReason?: string },
): { amountPaise: number; reason: string } | null {
  const amountPaise = discountTakenPaise(draft.discountPaise ?? 0, figures.subTotalPaise - figures.couponAmountPaise);
  return amountPaise > 0 ? { amountPaise, reason: draft.discountReason ?? '' } : null;
}
