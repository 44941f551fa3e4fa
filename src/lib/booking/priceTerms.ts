import { z } from 'zod';
import { PlanType } from '../api/booking.ts';

/**
 * What the price rules take, in integer paise: the catalogue's terms as the rules read them. The
 * wire's rupees become these at its edge (wire.ts), and the database holds them as they are. Only
 * the types reach the islands (import type): no zod is sent to a browser.
 */

/** Integer paise: every amount a rule takes or gives. */
export const Paise = z.number().int().nonnegative();

const CouponBase = z.object({
  /** What customers type (upper case). */
  code: z.string(),
  /** The plan type it is for (FLAT400BASIC: normal, FLAT700COMBO: combo); null for either. */
  planType: PlanType.nullable(),
  /** The smallest sub total it takes anything off; 0 for any. */
  minSubTotalPaise: Paise,
});

/** A coupon's terms: a percentage of the sub total (perhaps capped), or a fixed amount off. */
export const CouponTerms = z.discriminatedUnion('kind', [
  CouponBase.extend({
    kind: z.literal('Percentage'),
    /** Whole percent, 0 to 100 (the coupons table's rule). */
    percent: z.number().int().min(0).max(100),
    /** The most it takes off; null for no cap. */
    maxDiscountPaise: Paise.nullable(),
  }),
  CouponBase.extend({ kind: z.literal('Fixed'), amountOffPaise: Paise }),
]);
export type CouponTerms = z.infer<typeof CouponTerms>;
