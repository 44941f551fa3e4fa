import type { Queryable } from '../db/database.ts';
import { shownStatusSql } from './shownStatus.ts';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';
import type { CouponLimits } from '../../src/lib/booking/couponUsable.ts';

/** Coupons, as the price rules read them: the table already holds paise (and a whole percent). */

/** A coupon's terms, and its limits (switched on, its days, its most uses) for a new use: couponUsable.ts. */
export interface StoredCoupon extends CouponLimits {
  id: string;
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
  valid_from: string | null;
  valid_to: string | null;
  max_uses: number | null;
}

// Dates as text: pg would make a date a Date at the machine's midnight.
const COLUMNS = `id, code, kind, value, plan_type, min_amount, max_discount, active,
  valid_from::text as valid_from, valid_to::text as valid_to, max_uses`;

function toCoupon(r: CouponRow): StoredCoupon {
  const base = { code: r.code, planType: r.plan_type, minSubTotalPaise: r.min_amount };
  const terms: CouponTerms =
    r.kind === 'Percentage'
      ? { ...base, kind: 'Percentage', percent: r.value, maxDiscountPaise: r.max_discount }
      : { ...base, kind: 'Fixed', amountOffPaise: r.value };
  return { id: r.id, active: r.active, validFrom: r.valid_from, validTo: r.valid_to, maxUses: r.max_uses, terms };
}

/** A coupon by the code a customer types, in any case. */
export async function couponByCode(db: Queryable, code: string): Promise<StoredCoupon | undefined> {
  const [row] = await db.query<CouponRow>(`select ${COLUMNS} from coupons where code = upper($1)`, [code.trim()]);
  return row && toCoupon(row);
}

/** A coupon by its id (the coupon check's coupon_Id) or by its code, in any case. */
export async function couponByRef(db: Queryable, ref: string): Promise<StoredCoupon | undefined> {
  const [row] = await db.query<CouponRow>(`select ${COLUMNS} from coupons where id = $1 or code = upper($1) limit 1`, [ref.trim()]);
  return row && toCoupon(row);
}

/**
 * The coupon by its id, locked until the caller's transaction ends: a booking counting its uses
 * before taking one waits here for any other doing the same, and then counts that one's booking.
 * 'for no key update', not 'for update': a booking inserted with the coupon holds a key-share lock
 * on its row (the foreign key), which 'for update' would wait on, so two bookings racing, each
 * inserted and then locking the coupon, would wait on each other in a circle.
 */
export async function lockCoupon(tx: Queryable, id: string): Promise<StoredCoupon | undefined> {
  const [row] = await tx.query<CouponRow>(`select ${COLUMNS} from coupons where id = $1 for no key update`, [id]);
  return row && toCoupon(row);
}

/**
 * How many bookings use the coupon at `now`, `except` one (the booking asking, which never counts
 * against itself). A use is a booking that has the coupon and is either paid ('booking-confirmed')
 * or still being made: 'held' or 'payment-pending' with a live hold on its slot (an unexpired hold
 * or a sale; a payment started stretches the hold to as long as the payment may take). Those are
 * the bookings that may end up paid with the discount. One whose hold ran out (the site reads it
 * 'expired'), whose payment failed, that was refunded or cancelled gives its use back: it will not
 * be paid with the coupon unless its customer comes back to it, and a customer who abandons a
 * booking must not use up a coupon for others. (A booking resumed after its hold ran out keeps its
 * coupon, as every booking that has one does, so the most uses can then be passed by the few
 * bookings that lapsed and came back meanwhile.)
 */
export async function countCouponUses(db: Queryable, couponId: string, now: Date, except: string | null = null): Promise<number> {
  const [row] = await db.query<{ uses: number }>(
    `select count(*)::int as uses from bookings b
     where b.coupon_id = $1 and b.id is distinct from $3::text
       and (${shownStatusSql('$2')}) in ('booking-confirmed', 'held', 'payment-pending')`,
    [couponId, now, except],
  );
  return row.uses;
}
