import { rescheduleMoney, type RescheduleMoney } from '../../src/lib/manage/rescheduleMoney.ts';
import type { z } from 'zod';
import type { RescheduleQuote } from '../../src/lib/api/myBooking.ts';
import { moveQuoteOf, priceMove, type PricedMove, type Target } from '../desk/actions/moveTarget.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredBooking } from '../repo/bookings.ts';

export type PricedReschedule = PricedMove & { money: RescheduleMoney };

/**
 * The booking as it would be at the target, priced by the desk's Move's own rules (priceMove: the
 * target checked as the site sells it, the booking priced again there, its coupon kept), with the
 * customer's money rule: costing more, the difference is paid online first (rescheduleMoney).
 */
export async function priceReschedule(
  db: Queryable,
  b: StoredBooking,
  t: Target,
  now: Date,
  horizonDays: number,
): Promise<PricedReschedule> {
  const m = await priceMove(db, b, t, now, horizonDays);
  const money = rescheduleMoney({
    oldTotalPaise: b.figures.totalPaise,
    newTotalPaise: m.quote.totalPaise,
    paidPaise: b.paidPaise,
    paidOnlinePaise: m.holdings.paidOnlinePaise,
  });
  return { ...m, money };
}

/** The quote the customer confirms (in paise: the call's schema sends rupees). */
export const rescheduleQuoteOf = (b: StoredBooking, m: PricedReschedule): z.output<typeof RescheduleQuote> => ({
  ...moveQuoteOf(b, m),
  payNow: m.money.payNowPaise,
});
