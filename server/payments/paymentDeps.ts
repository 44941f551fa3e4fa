import type { BookingDeps } from '../booking/updateBooking.ts';
import type { Payments } from './payments.ts';

/** What the payment flow works with: the booking's database and clock, and the payment providers. */
export type PaymentDeps = BookingDeps & { payments: Payments };
