import type { BookingStatus } from '../../lib/api/booking.ts';
import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';
import { cakeWeightLabel } from '../../lib/booking/cakeWeight.ts';
import { formatRupees } from '../../lib/money.ts';

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

/**
 * What the venue is to collect, in words and a tone: the rest of a confirmed booking, the whole of
 * one not paid yet (held, its payment open), or nothing on one that is off (cancelled, expired...).
 */
export function collectText(b: Pick<DeskBookingSummary, 'status' | 'money'>): { text: string; tone: 'due' | 'settled' | 'unpaid' | 'off' } {
  if (b.status === 'booking-confirmed')
    return b.money.leftToCollect > 0
      ? { text: `Left to collect ${formatRupees(b.money.leftToCollect)}`, tone: 'due' }
      : { text: 'Nothing left to collect', tone: 'settled' };
  if (b.status === 'held' || b.status === 'payment-pending') return { text: 'Not paid yet: not confirmed', tone: 'unpaid' };
  return { text: `${statusText(b.status)}: nothing to collect`, tone: 'off' };
}

/** 'Basic' or 'Combo: Premium'. */
export const planText = (plan: DeskBookingSummary['plan']): string => (plan.type === 'combo' ? `Combo: ${plan.name}` : 'Basic');
