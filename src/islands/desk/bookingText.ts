import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';
import { statusText } from '../../lib/desk/bookingWords.ts';
import { formatRupees } from '../../lib/money.ts';

/** How the desk words a booking: what to collect, its plan (its status and cakes: bookingWords.ts, shared with the CSV). */

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
