import type { BookingAhead } from '../../src/lib/desk/catalogueGuard.ts';
import type { Queryable } from '../db/database.ts';
import { shownStatusSql } from './shownStatus.ts';

/**
 * The bookings of those theatres from `today` (India's, YYYY-MM-DD) on that are still on at `now`:
 * shown as held (a live hold), being paid or paid, by the rule the desk shows them with; an
 * abandoned hold, a failed payment, a refund or a cancellation does not count. By slot day and
 * time (index bookings_theatre_day).
 */
export async function bookingsAhead(db: Queryable, theatreIds: readonly string[], today: string, now: Date): Promise<BookingAhead[]> {
  if (theatreIds.length === 0) return [];
  return db.query<BookingAhead>(
    `select b.order_id as "orderId", b.slot_date::text as date, b.theatre_id as "theatreId", b.slot_id as "slotId",
            b.from_time as "fromTime", b.to_time as "toTime", b.no_of_persons as persons
     from bookings b
     where b.theatre_id = any($1::text[]) and b.slot_date >= $2::date
       and (${shownStatusSql('$3')}) in ('booking-confirmed', 'held', 'payment-pending')
     order by b.slot_date, b.from_time, b.order_id`,
    [theatreIds, today, now],
  );
}
