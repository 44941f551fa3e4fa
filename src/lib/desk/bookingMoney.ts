import type { BookingStatus } from '../api/booking.ts';
import { remainingAfterPaise } from '../booking/paymentAmounts.ts';

/**
 * What the venue still has to collect of a booking, in paise: what is left of its total after what
 * was paid, online and at the venue, while the booking stands (confirmed). A booking that is not on
 * (unpaid, expired, failed, refunded, cancelled) has nothing to collect.
 */
export const leftToCollectPaise = (status: BookingStatus, totalPaise: number, paidPaise: number): number =>
  status === 'booking-confirmed' ? remainingAfterPaise(totalPaise, paidPaise) : 0;
