/** What a coupon takes off a sub total (integer paise in, integer paise out); never more than it. */
export interface CouponTerms {
  kind: 'Percentage' | 'Fixed';
  /** Percent for 'Percentage'; paise for 'Fixed'. */
  value: number;
  /** Most a percentage coupon takes off, in paise; null for no cap. */
  maxDiscount: number | null;
}

export function couponDiscount(coupon: CouponTerms, subTotalPaise: number): number {
  const raw = coupon.kind === 'Percentage' ? Math.round((subTotalPaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.kind === 'Percentage' && coupon.maxDiscount !== null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, subTotalPaise));
}
