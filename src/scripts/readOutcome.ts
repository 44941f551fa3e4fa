/**
 * The booking's payment outcome as this tab may read it: with the tab's booking token (the spec's
 * admin/booking/get-bookingbyid), else, or when that token is not this booking's or has expired,
 * with the reference the provider's way back carried (web/paymentoutcome), which any tab may use.
 */
import type { Booking } from '../lib/api/booking.ts';
import { bookingCall, BookingFailure, hasToken, SESSION_LOST_MESSAGE } from '../client/bookingApi.ts';

/** `manageToken`: the booking's /my-booking token, when the reference's call answered it (a confirmed booking). */
export type Outcome = Pick<Booking, 'status' | 'orderId' | 'invoice' | 'statusNote'> & { manageToken?: string };

/** Throws a BookingFailure: 'lost' when neither way can read the booking, 'failed' when the server could not be reached. */
export async function readOutcome(bookingId: string, ref: string | null): Promise<Outcome> {
  if (hasToken()) {
    try {
      const booking = (await bookingCall('bookingById', { bookingId })).data[0];
      if (booking) return booking;
    } catch (error) {
      if (!ref || !(error instanceof BookingFailure) || error.failure.kind === 'failed') throw error;
    }
  }
  if (!ref) throw new BookingFailure({ kind: 'lost', message: SESSION_LOST_MESSAGE });
  return bookingCall('paymentOutcome', { bookingId, ref });
}
