import type { Queryable } from '../db/database.ts';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';

/** Coupons, as the price rules read them: the table already holds paise (and a whole percent). */

export interface StoredCoupon {
  id: string;
  /** Switched off by the business: neither checked nor taking anything off any more. */
  active: boolean;
  terms: CouponTerms;
}

interface CouponRow {
  id: string;
  code: string;
  kind: 'Percentage' | 'Fixed';
  /** Percent for 'Percentage'; paise for 'Fixed'. */
  value: number;
  plan_type: 'normal' | 'combo' | null;
  min_amount: number;
  max_discount: number | null;
  active: boolean;
}

function toCoupon(r: CouponRow): StoredCoupon {
  const base = { code: r.code, planType: r.plan_type, minSubTotalPaise: r.min_amount };
  const terms: CouponTerms =
    r.kind === 'Percentage'
      ? { ...base, kind: 'Percentage', percent: r.value, maxDiscountPaise: r.max_discount }
      : { ...base, kind: 'Fixed', amountOffPaise: r.value };
  return { id: r.id, active: r.active, terms };
}

/** A coupon by the code a customer types, in any case. */
export async function couponByCode(db: Queryable, code: string): Promise<StoredCoupon | undefined> {
  const [row] = await db.query<CouponRow>('select * from coupons where code = upper($1)', [code.trim()]);
  return row && toCoupon(row);
}

/** A coupon by its id (the coupon check's coupon_Id) or by its code, in any case. */
export async function couponByRef(db: Queryable, ref: string): Promise<StoredCoupon | undefined> {
  const [row] = await db.query<CouponRow>('select * from coupons where id = $1 or code = upper($1) limit 1', [ref.trim()]);
  return row && toCoupon(row);
}
