import type { BookingStatus } from '../../lib/api/booking.ts';
import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';
import { cakeWeightLabel } from '../../lib/booking/cakeWeight.ts';

/** How the desk words a booking: its status, its cakes, its plan. */

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

type Cake = DeskBookingSummary['cakes'][number];

/** 'Eggless Black Forest, 1 kg, eggless'; the plan's cake: 'Butterscotch (the plan's cake), 1 kg, egg'. */
export function cakeText(c: Cake): string {
  const parts = [c.fromPlan ? `${c.name} (the plan's cake)` : c.name, c.weight ? cakeWeightLabel[c.weight] : ''];
  return [...parts, c.cakeType ?? ''].filter(Boolean).join(', ');
}

/** 'Basic' or 'Combo: Premium'. */
export const planText = (plan: DeskBookingSummary['plan']): string => (plan.type === 'combo' ? `Combo: ${plan.name}` : 'Basic');
