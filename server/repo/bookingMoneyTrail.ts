import type { Queryable } from '../db/database.ts';
import type { VenueMethod } from '../../src/lib/api/deskActions.ts';

/**
 * Where many bookings' money went, for the bookings CSV: kept online payments, payments at the
 * venue and the staff's refunds, summed per booking. Each table is read by its booking_id index
 * (payments_booking, venue_payments_booking, desk_refunds_booking) for just the bookings asked,
 * so an export of a day costs that day's rows, not a scan. Amounts are paise.
 */

export interface MoneyTrail {
  /** What the kept online payments took (status paid), before any refund. */
  paidOnlinePaise: number;
  paidAtVenuePaise: number;
  /** What the staff sent back through the provider, in any state (a given-up one is still owed, by hand). */
  refundedPaise: number;
  /** The venue's methods, each once, in the order first used. */
  venueMethods: VenueMethod[];
}

export const NO_MONEY: MoneyTrail = { paidOnlinePaise: 0, paidAtVenuePaise: 0, refundedPaise: 0, venueMethods: [] };

/**
 * The three reads, by the bookings' ids: each booking's rows summed in a lateral subquery, so every
 * booking is one lookup of its booking_id index. (A plain `booking_id = any(...)` of an export's
 * 5,000 ids was planned as a scan of every payment at 100,000 bookings.)
 */
export const moneyTrailQueries = (bookingIds: string[]) => {
  const perBooking = (sums: string) => ({
    sql: `select i.id as booking_id, s.* from unnest($1::text[]) i (id) cross join lateral (${sums}) s where s.paise is not null`,
    params: [bookingIds],
  });
  return {
    online: perBooking(`select sum(paid_amount)::int as paise from payments where booking_id = i.id and status = 'paid'`),
    venue: perBooking(
      'select sum(amount)::int as paise, array_agg(method order by id) as methods from venue_payments where booking_id = i.id and voided_at is null',
    ),
    refunds: perBooking('select sum(amount)::int as paise from desk_refunds where booking_id = i.id'),
  };
};

/** By booking id; a booking with no money of these kinds is left out (NO_MONEY). */
export async function moneyTrailsOf(db: Queryable, bookingIds: string[]): Promise<Map<string, MoneyTrail>> {
  const trails = new Map<string, MoneyTrail>();
  if (bookingIds.length === 0) return trails;
  const q = moneyTrailQueries(bookingIds);
  const [online, venue, refunds] = await Promise.all([
    db.query<{ booking_id: string; paise: number }>(q.online.sql, q.online.params),
    db.query<{ booking_id: string; paise: number; methods: VenueMethod[] }>(q.venue.sql, q.venue.params),
    db.query<{ booking_id: string; paise: number }>(q.refunds.sql, q.refunds.params),
  ]);
  const trailOf = (id: string): MoneyTrail => {
    const known = trails.get(id) ?? { ...NO_MONEY };
    trails.set(id, known);
    return known;
  };
  for (const r of online) trailOf(r.booking_id).paidOnlinePaise = r.paise;
  for (const r of venue) Object.assign(trailOf(r.booking_id), { paidAtVenuePaise: r.paise, venueMethods: [...new Set(r.methods)] });
  for (const r of refunds) trailOf(r.booking_id).refundedPaise = r.paise;
  return trails;
}
