// One module per function: date-fns' index loads all 300 of its modules, seconds of every site build.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

/**
 * Whether a coupon can be put on a booking it is new to: the limits an editor sets besides its
 * terms. Dates are India's calendar days as YYYY-MM-DD (istToday), so they compare as text. A
 * booking that already has the coupon keeps it whatever these say now (server/booking/resolveCoupon.ts).
 */

export interface CouponLimits {
  /** Switched off by the business: neither checked nor taking anything off any more. */
  active: boolean;
  /** The first day it can be used; null: from any day. */
  validFrom: string | null;
  /** The last day it can be used (the whole day); null: no end. */
  validTo: string | null;
  /** The most bookings that may use it; null: no limit. */
  maxUses: number | null;
}

/** Why a coupon cannot be used now. */
export type CouponRefusal =
  { reason: 'inactive' } | { reason: 'notYet'; validFrom: string } | { reason: 'expired'; validTo: string } | { reason: 'usedUp' };

/**
 * Why the coupon cannot be used today with `uses` bookings already using it (null: it can). Each
 * bound is inclusive: a coupon can be used on its first and on its last day.
 */
export function couponRefusal(limits: CouponLimits, today: string, uses: number): CouponRefusal | null {
  if (!limits.active) return { reason: 'inactive' };
  if (limits.validFrom !== null && today < limits.validFrom) return { reason: 'notYet', validFrom: limits.validFrom };
  if (limits.validTo !== null && today > limits.validTo) return { reason: 'expired', validTo: limits.validTo };
  if (limits.maxUses !== null && uses >= limits.maxUses) return { reason: 'usedUp' };
  return null;
}

/** Whether the coupon can be used today with `uses` bookings already using it. */
export const couponUsable = (limits: CouponLimits, today: string, uses: number): boolean => couponRefusal(limits, today, uses) === null;

/** A YYYY-MM-DD day as customers read it: '5 Dec 2026' (date-fns's months, where Intl's en-IN writes 'Sept'). */
export const dayMonthYear = (date: string): string => format(parseISO(date), 'd MMM yyyy');

/** Why the coupon `code` cannot be used, as a sentence without its full stop: 'FESTIVE500 expired on 30 Nov 2026'. */
export function couponRefusalText(code: string, refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'inactive':
      return `${code} is not a valid coupon code`;
    case 'notYet':
      return `${code} is not valid yet: it can be used from ${dayMonthYear(refusal.validFrom)}`;
    case 'expired':
      return `${code} expired on ${dayMonthYear(refusal.validTo)}`;
    case 'usedUp':
      return `${code} has been used as many times as it can be`;
  }
}
