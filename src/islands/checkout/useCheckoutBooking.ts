import { useCallback, useEffect, useState } from 'react';
import type { Booking, BookingAmounts } from '../../lib/api/booking.ts';
import { bookingCall, BookingFailure, failureOf } from '../../client/bookingApi.ts';
import { handleFailure } from '../booking/leave.ts';

export interface CheckoutBooking {
  /** The booking as the server has it; null while it loads (or when it could not be read). */
  booking: Booking | null;
  /** The read failed in a way the customer can retry. */
  failed: boolean;
  reload: () => void;
  /** The server's figures after a change (its answer), put over the booking's. */
  priced: (amounts: BookingAmounts) => void;
}

/**
 * The booking this tab holds, read back from the server (bookings/getallbookings with the guest
 * token): the page shows the server's booking and figures, never the tab's copy. A booking the tab
 * can no longer reach (401, 403, 404) leaves for the theatre list; any other failure may be retried.
 */
export function useCheckoutBooking(bookingId: string | null): CheckoutBooking {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (id: string, live: () => boolean) => {
    setFailed(false);
    try {
      const res = await bookingCall('readBooking', { bookingId: id });
      if (live()) setBooking(res.booking);
    } catch (error) {
      if (!live()) return;
      const failure = error instanceof BookingFailure ? error.failure : failureOf(error);
      handleFailure(failure);
      if (failure.kind === 'failed') setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!bookingId) return;
    let live = true;
    void load(bookingId, () => live);
    return () => {
      live = false;
    };
  }, [bookingId, load]);

  return {
    booking,
    failed,
    reload: () => {
      if (bookingId) void load(bookingId, () => true);
    },
    priced: (amounts) => setBooking((b) => (b ? { ...b, ...amounts } : b)),
  };
}
