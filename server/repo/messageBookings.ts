import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The booking as its messages read it (server/messages/queueReads.ts): its row, its theatre's
 * branch and its customer's addresses.
 */

export interface MessageBookingRow {
  id: string;
  order_id: string;
  status: BookingStatus;
  user_name: string;
  user_email: string;
  user_phone: string;
  whatsapp_updates: boolean;
  theatre_name: string;
  slot_date: string | Date;
  from_time: string;
  to_time: string;
  total_price: number;
  amount_paid: number;
  no_of_persons: number;
  branch_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  map_url: string | null;
  manage_token: string | null;
}

/** The columns a MessageBookingRow is read from, over `b` (bookings) joined to its theatre's branch as `l`. */
const MESSAGE_BOOKING_COLUMNS = `b.id, b.order_id, b.status, b.user_name, b.user_email, b.user_phone, b.whatsapp_updates,
  b.theatre_name, to_char(b.slot_date, 'YYYY-MM-DD') as slot_date, b.from_time, b.to_time, b.total_price, b.amount_paid,
  b.no_of_persons, l.name as branch_name, l.address_line1, l.address_line2, l.map_url, b.manage_token`;

/** A booking's theatre and branch; a theatre since removed leaves the branch blank rather than the booking unread. */
const BOOKING_BRANCH_JOIN = `from bookings b
  left join theatres t on t.id = b.theatre_id
  left join locations l on l.key = t.location_key`;

/** The booking's row for its messages, if it exists. */
export async function messageBookingRow(tx: Queryable, bookingId: string): Promise<MessageBookingRow | undefined> {
  const [row] = await tx.query<MessageBookingRow>(`select ${MESSAGE_BOOKING_COLUMNS} ${BOOKING_BRANCH_JOIN} where b.id = $1`, [bookingId]);
  return row;
}

/**
 * The confirmed bookings from `from` to `until` (India's dates), over the partial index
 * bookings_confirmed_day (migration 034): a day or two of bookings, however many the table holds.
 */
export const confirmedBetweenQuery = (from: string, until: string) => ({
  sql: `select ${MESSAGE_BOOKING_COLUMNS} ${BOOKING_BRANCH_JOIN}
     where b.status = 'booking-confirmed' and b.slot_date between $1::date and $2::date`,
  params: [from, until],
});

/** The rows of confirmedBetweenQuery. */
export async function confirmedRowsBetween(db: Queryable, from: string, until: string): Promise<MessageBookingRow[]> {
  const q = confirmedBetweenQuery(from, until);
  return db.query<MessageBookingRow>(q.sql, q.params);
}
