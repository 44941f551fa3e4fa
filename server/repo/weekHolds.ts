import type { Queryable } from '../db/database.ts';
import type { WeekHold } from '../../src/lib/desk/weekGrid.ts';

/**
 * The live rows of slot_holds of some theatres over some days (a sale, or a hold not expired by
 * `now`), each with its booking's order id and the customer's name: what the week board shows of
 * a taken slot. It starts from slot_holds_date (slot_date, theatre_id) and reads each booking by
 * its key, so a week costs its own rows however many years of bookings lie around it.
 */
export const weekHoldsQuery = (from: string, to: string, theatreIds: readonly string[], now: Date): { sql: string; params: unknown[] } => ({
  sql: `
    select h.theatre_id as "theatreId", h.slot_id as "slotId", h.slot_date::text as date, h.status, h.expires_at as "expiresAt",
           b.id as "bookingId", b.order_id as "orderId", b.user_name as "customerName"
    from slot_holds h
    left join bookings b on b.id = h.booking_id
    where h.slot_date between $1::date and $2::date and h.theatre_id = any($3::text[])
      and (h.status = 'confirmed' or (h.status = 'held' and h.expires_at > $4))`,
  params: [from, to, theatreIds, now],
});

interface Row {
  theatreId: string;
  slotId: string;
  date: string;
  status: 'held' | 'confirmed';
  expiresAt: Date | string | null;
  bookingId: string | null;
  orderId: string | null;
  customerName: string | null;
}

export async function weekHolds(db: Queryable, from: string, to: string, theatreIds: readonly string[], now: Date): Promise<WeekHold[]> {
  const q = weekHoldsQuery(from, to, theatreIds, now);
  return (await db.query<Row>(q.sql, q.params)).map((r) => ({
    theatreId: r.theatreId,
    slotId: r.slotId,
    date: r.date,
    status: r.status,
    expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt),
    booking: r.bookingId ? { id: r.bookingId, orderId: r.orderId ?? '', customerName: r.customerName ?? '' } : null,
  }));
}
