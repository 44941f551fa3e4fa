import type { SelfServiceBooking } from '../../src/lib/manage/selfServiceRules.ts';
import type { BookingFacts } from '../../src/lib/messages/messageFacts.ts';
import type { Queryable } from '../db/database.ts';
import { readMessageBooking } from '../messages/queueReads.ts';
import { findBooking, type StoredBooking } from '../repo/bookings.ts';
import { markableOf } from '../desk/actions/actionBooking.ts';

/** What the self-service rules (src/lib/manage/selfServiceRules.ts) read of a stored booking. */
export const selfServiceOf = (b: StoredBooking): SelfServiceBooking => ({ ...markableOf(b), remainingPaise: b.figures.remainingPaise });

/**
 * The booking a manage token opened (server/routes/myBooking.ts found the token on it, and bookings
 * are never deleted); with `lock`, locked to the end of the transaction, as every change of a booking.
 */
export async function openedBooking(db: Queryable, bookingId: string, lock = false): Promise<StoredBooking> {
  const b = await findBooking(db, bookingId, lock);
  if (!b) throw new Error(`The token opened booking ${bookingId}, which cannot be read.`);
  return b;
}

/** The booking and where it is: its branch's name, address and map link, as its messages give them. */
export async function openedBookingAndBranch(
  db: Queryable,
  bookingId: string,
  siteOrigin: string,
): Promise<{ b: StoredBooking; where: BookingFacts }> {
  const b = await openedBooking(db, bookingId);
  const message = await readMessageBooking(db, bookingId, siteOrigin);
  if (!message) throw new Error(`The token opened booking ${bookingId}, which cannot be read.`);
  return { b, where: message.facts };
}
