import { istInstant } from '../booking/istClock.ts';
import type { MarkableBooking } from '../desk/venueStatus.ts';
import { MIN_ONLINE_PAISE } from './rescheduleMoney.ts';

/**
 * What a customer may do to their own booking from /my-booking, and why not: pure rules the server
 * holds (server/manage/) and the page shows. A confirmed booking only; nothing once its slot has
 * begun (the page is then read-only) or the venue has marked it; Reschedule until the owner's hours
 * before the slot (Settings, 24 by default); Pay the rest while something is left to pay.
 */

export const DEFAULT_RESCHEDULE_BEFORE_HOURS = 24;
/** The most the owner may set: 30 days. */
export const MAX_RESCHEDULE_BEFORE_HOURS = 720;

const HOUR_MS = 3_600_000;

/** The venue rules' view of a booking (its status, venue mark, day and slot), and what is left to pay. */
export interface SelfServiceBooking extends MarkableBooking {
  remainingPaise: number;
}

export const slotStartsAt = (b: { date: string; fromTime: string }): number => istInstant(b.date, b.fromTime);

/** Until when Reschedule is offered (epoch ms). */
export const rescheduleUntil = (b: { date: string; fromTime: string }, beforeHours: number): number =>
  slotStartsAt(b) - beforeHours * HOUR_MS;

/** The slot has begun, or the venue has marked the booking: the page only shows it. */
export const isReadOnly = (b: SelfServiceBooking, now: number): boolean => now >= slotStartsAt(b) || b.venueStatus !== null;

function baseRefusal(b: SelfServiceBooking, now: number): string {
  if (b.status === 'cancelled' || b.status === 'refunded') return 'This booking is cancelled.';
  if (b.status !== 'booking-confirmed') return 'This booking is not confirmed: it has not been paid.';
  if (b.venueStatus !== null || now >= slotStartsAt(b)) return 'Your slot has begun, so this booking can no longer be changed here.';
  return '';
}

export function payRestRefusal(b: SelfServiceBooking, now: number): string {
  const base = baseRefusal(b, now);
  if (base) return base;
  return b.remainingPaise >= MIN_ONLINE_PAISE ? '' : 'Nothing is left to pay.';
}

export function rescheduleRefusal(b: SelfServiceBooking, now: number, beforeHours: number): string {
  const base = baseRefusal(b, now);
  if (base) return base;
  return now <= rescheduleUntil(b, beforeHours)
    ? ''
    : `A booking can be rescheduled here up to ${beforeHours} hours before its slot. Please call us to change it now.`;
}

export function cancelRefusal(b: SelfServiceBooking, now: number): string {
  return baseRefusal(b, now);
}
