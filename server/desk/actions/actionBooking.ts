import type { ActionBooking } from '../../../src/lib/api/deskActions.ts';
import type { MarkableBooking } from '../../../src/lib/desk/venueStatus.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findBooking, type StoredBooking } from '../../repo/bookings.ts';

/** The booking a desk action works on, and how the action answers it. */

export const NO_SUCH_BOOKING = 'There is no booking with that id.';

/** The booking, locked for the rest of the action's transaction (as every change of a booking locks it); 404 when there is none. */
export async function lockedBooking(tx: Queryable, bookingId: string): Promise<StoredBooking> {
  const b = await findBooking(tx, bookingId, true);
  if (!b) throw notFound(NO_SUCH_BOOKING);
  return b;
}

export async function readBooking(db: Queryable, bookingId: string): Promise<StoredBooking> {
  const b = await findBooking(db, bookingId);
  if (!b) throw notFound(NO_SUCH_BOOKING);
  return b;
}

/** What the venue rules read of a stored booking. */
export const markableOf = (b: StoredBooking): MarkableBooking => ({
  status: b.status,
  venueStatus: b.row.venue_status ?? null,
  date: b.draft.date,
  fromTime: b.draft.fromTime,
  toTime: b.draft.toTime,
});

export const bookingTarget = (id: string): string => `booking:${id}`;

/** The booking as an action leaves it (its amounts in paise: the call's schema sends them as rupees). */
export const actionBookingOf = (b: StoredBooking): ActionBooking => ({
  id: b.id,
  orderId: b.orderId,
  status: b.status,
  venueStatus: b.row.venue_status ?? null,
  theatreId: b.draft.theatreId,
  theaterName: b.draft.theatreName,
  date: b.draft.date,
  time: { slotId: b.draft.slotId, fromTime: b.draft.fromTime, toTime: b.draft.toTime },
  totalPrice: b.figures.totalPaise,
  amountPaid: b.paidPaise,
  remainingAmount: b.figures.remainingPaise,
  invoice: b.row.invoice,
});
