import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { checkWhenPolled } from '../payments/checkWhenPolled.ts';
import { answeredBooking, ownBooking } from './updateBooking.ts';

const SETTLED: BookingStatus[] = ['booking-confirmed', 'payment-failed', 'refunded', 'expired', 'cancelled'];

/**
 * Where the caller's booking's payment stands, for the tab that waits on it: the provider is asked
 * when the booking is polled (at most every few seconds) rather than only waited on for its callback.
 */
export async function paymentStatus(
  deps: PaymentDeps,
  guest: string,
  bookingId: string,
): Promise<{ status: BookingStatus; settled: boolean }> {
  await ownBooking(deps.db, bookingId, guest);
  await checkWhenPolled(deps, bookingId);
  const { status } = await answeredBooking(deps.db, bookingId, guest, deps.now());
  return { status, settled: SETTLED.includes(status) };
}
