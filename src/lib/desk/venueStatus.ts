import type { BookingStatus } from '../api/booking.ts';
import { istInstant } from '../booking/istClock.ts';
import { slotDurationMinutes, type SlotTimes } from '../booking/slots.ts';

/**
 * What happened at the venue, apart from what was paid: arrived, then completed; or a no-show.
 * Only a confirmed booking, on or around its day: an arrival from two hours before the slot, a
 * no-show once it has started, and nothing more a day after it ended. A no-show who turns up late
 * may still be marked arrived; one who arrived is never a no-show, and a completed booking is done.
 */

export const VENUE_STATUSES = ['arrived', 'completed', 'no-show'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** The buttons' names. */
export const MARK_LABELS: Readonly<Record<VenueStatus, string>> = {
  arrived: 'Mark arrived',
  completed: 'Mark completed',
  'no-show': 'Mark no-show',
};

/** How the status reads on the booking's page and in its history. */
export const VENUE_STATUS_LABELS: Readonly<Record<VenueStatus, string>> = {
  arrived: 'arrived',
  completed: 'completed',
  'no-show': 'no-show',
};

/** Arrivals can be marked this long before the slot starts (guests come early to be briefed). */
export const ARRIVAL_OPENS_MS = 2 * 3_600_000;
/** Marks close this long after the slot ends (a busy night's last slot, written up the next morning). */
export const MARKS_CLOSE_MS = 24 * 3_600_000;

export interface MarkableBooking extends SlotTimes {
  status: BookingStatus;
  venueStatus: VenueStatus | null;
  /** YYYY-MM-DD, the slot's Indian day. */
  date: string;
}

/** Why this mark cannot be made now, or undefined when it can. */
export function venueMarkRefusal(b: MarkableBooking, mark: VenueStatus, now: Date | number): string | undefined {
  if (b.status !== 'booking-confirmed') return `Only a confirmed booking can be marked; this one is ${b.status}.`;
  if (b.venueStatus === mark) return `It is marked ${VENUE_STATUS_LABELS[mark]} already.`;
  if (b.venueStatus === 'completed') return 'It is completed: nothing more can be marked.';
  if (mark === 'completed' && b.venueStatus !== 'arrived')
    return b.venueStatus === 'no-show'
      ? 'It is marked a no-show: mark arrived first if they came after all.'
      : 'Mark arrived first: only a booking that arrived can be completed.';
  if (mark === 'no-show' && b.venueStatus === 'arrived') return 'They have arrived: a booking that arrived cannot be a no-show.';
  const starts = istInstant(b.date, b.fromTime);
  const ends = starts + slotDurationMinutes(b) * 60_000;
  const at = +now;
  if (at > ends + MARKS_CLOSE_MS) return 'Too late: the slot ended more than a day ago.';
  if (mark === 'no-show' && at < starts) return `Too early: a no-show can be marked once the slot starts (${b.fromTime} on ${b.date}).`;
  if (mark === 'arrived' && at < starts - ARRIVAL_OPENS_MS)
    return `Too early: arrivals can be marked from two hours before the slot (${b.fromTime} on ${b.date}).`;
  return undefined;
}

/** Why staff may not cancel or move the booking, or undefined: only a confirmed booking that has not been used. */
export function changeRefusal(b: Pick<MarkableBooking, 'status' | 'venueStatus'>, what: 'cancelled' | 'moved'): string | undefined {
  if (b.status === 'cancelled') return 'This booking is cancelled already.';
  if (b.status !== 'booking-confirmed') return `Only a confirmed booking can be ${what}; this one is ${b.status}.`;
  if (b.venueStatus === 'arrived' || b.venueStatus === 'completed')
    return `They have ${b.venueStatus === 'arrived' ? 'arrived' : 'completed their slot'}: the booking can no longer be ${what}.`;
  return undefined;
}
