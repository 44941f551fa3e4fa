import type { BookingStatus } from '../api/booking.ts';
import type { DeskBookingSummary } from '../api/deskBookings.ts';
import { cakeWeightLabel } from '../booking/cakeWeight.ts';
import { dishCount } from '../booking/dishCount.ts';
import { VENUE_STATUS_LABELS, type VenueStatus } from './venueStatus.ts';

/**
 * How the desk words a booking's status and its cakes: one wording for its screens (bookingText.ts
 * shows them) and for the bookings CSV, so the file reads as the booking's page does.
 */

export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  held: 'Held, not paid',
  'payment-pending': 'Paying',
  'booking-confirmed': 'Confirmed',
  'payment-failed': 'Payment failed',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const statusText = (status: string): string => STATUS_LABELS[status as BookingStatus] ?? status;

/** 'Confirmed, no-show': the status as shown, and what happened at the venue once marked, as the booking's page heads it. */
export const deskStatusText = (status: string, venueStatus: VenueStatus | null): string =>
  venueStatus ? `${statusText(status)}, ${VENUE_STATUS_LABELS[venueStatus]}` : statusText(status);

type Cake = DeskBookingSummary['cakes'][number];

/** 'Eggless Black Forest, 1 kg, eggless'; the plan's cake: 'Butterscotch (the plan's cake), 1 kg, egg'. */
export function cakeText(c: Cake): string {
  const parts = [c.fromPlan ? `${c.name} (the plan's cake)` : c.name, c.weight ? cakeWeightLabel[c.weight] : ''];
  return [...parts, c.cakeType ?? ''].filter(Boolean).join(', ');
}

/** 'Paneer Tikka × 2, Cold Coffee × 1': the food sold at the venue, as the invoice counts it. */
export const foodText = (food: DeskBookingSummary['food']): string => food.map(dishCount).join(', ');
