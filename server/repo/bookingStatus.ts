import type { Queryable } from '../db/database.ts';
import type { BookingStatus, PaymentType } from '../../src/lib/api/booking.ts';
import type { VenueStatus } from '../../src/lib/desk/venueStatus.ts';
import { closeLeadsOfBooking } from './leadLinks.ts';

/**
 * A booking's status and its history: the one way a status changes, the history row every change
 * leaves, and the notes and venue status set without a change of status.
 */

/** A booking's history: every status it has been in and why, oldest first. */
export async function statusHistoryOf(db: Queryable, id: string): Promise<{ status: string; note: string; at: Date }[]> {
  const rows = await db.query<{ status: string; note: string; at: Date | string }>(
    'select status, note, at from booking_status_history where booking_id = $1 order by at, id',
    [id],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

/**
 * A line in the booking's history: the status it has (now), and why. changeStatus writes one with
 * every change; alone, it is a line that changes no status (created, a refund given up, a move).
 */
export async function noteInHistory(tx: Queryable, id: string, status: BookingStatus, at: Date, note: string): Promise<void> {
  await tx.query('insert into booking_status_history (booking_id, status, note, at) values ($1, $2, $3, $4)', [id, status, note, at]);
}

export interface StatusChange {
  status: BookingStatus;
  /** Why, for the booking's history. */
  history: string;
  /** The sentence the customer reads about it; the current one stays when absent. */
  statusNote?: string;
  /** What the provider confirmed, when a payment confirms the booking. */
  paid?: { amountPaise: number; remainingPaise: number; paymentType: PaymentType; transactionId: string };
}

/**
 * The one way a booking's status changes, inside the caller's transaction: its columns, and the
 * history row that says why. Every change, whoever makes it, leaves that row.
 */
export async function changeStatus(tx: Queryable, id: string, change: StatusChange, at: Date): Promise<void> {
  const cols: [string, unknown][] = [
    ['status', change.status],
    ['updated_at', at],
    ...(change.statusNote === undefined ? [] : ([['status_note', change.statusNote]] as [string, unknown][])),
    ...(change.paid
      ? ([
          ['amount_paid', change.paid.amountPaise],
          ['remaining_amount', change.paid.remainingPaise],
          ['payment_type', change.paid.paymentType],
          ['transaction_id', change.paid.transactionId],
          ['transaction_status', 'completed'],
        ] as [string, unknown][])
      : []),
  ];
  await tx.query(`update bookings set ${cols.map(([n], i) => `${n} = $${i + 2}`).join(', ')} where id = $1`, [
    id,
    ...cols.map(([, v]) => v),
  ]);
  await noteInHistory(tx, id, change.status, at, change.history);
  // The phone's open enquiries and leads are answered: it booked and paid.
  if (change.status === 'booking-confirmed') await closeLeadsOfBooking(tx, id, at);
}

/** The sentence the customer reads about the booking's payment, changed without a change of status. */
export async function setStatusNote(tx: Queryable, id: string, note: string, at: Date): Promise<void> {
  await tx.query('update bookings set status_note = $2, updated_at = $3 where id = $1', [id, note, at]);
}

/** What happened at the venue; the history line that tells of it is noteInHistory's. */
export async function setVenueStatus(tx: Queryable, id: string, venueStatus: VenueStatus, at: Date): Promise<void> {
  await tx.query('update bookings set venue_status = $2, updated_at = $3 where id = $1', [id, venueStatus, at]);
}

/**
 * What counts as paid (online and at the venue) and what is left, without a change of status (money
 * at the venue, a move); `paymentType`: how it was paid online, when that changed (the rest paid online).
 */
export async function setPaidAmounts(
  tx: Queryable,
  id: string,
  paid: { paidPaise: number; remainingPaise: number; paymentType?: PaymentType },
  at: Date,
): Promise<void> {
  await tx.query(
    'update bookings set amount_paid = $2, remaining_amount = $3, updated_at = $4, payment_type = coalesce($5, payment_type) where id = $1',
    [id, paid.paidPaise, paid.remainingPaise, at, paid.paymentType ?? null],
  );
}

export interface BookingSlotNow {
  status: BookingStatus;
  date: string;
  fromTime: string;
  toTime: string;
}

/** A booking's status and slot as they are now (a queued message checks it still applies). */
export async function bookingSlotNow(db: Queryable, id: string): Promise<BookingSlotNow | undefined> {
  const [row] = await db.query<BookingSlotNow>(
    `select status, to_char(slot_date, 'YYYY-MM-DD') as date, from_time as "fromTime", to_time as "toTime" from bookings where id = $1`,
    [id],
  );
  return row;
}
