import { istInstant, istToday } from './istClock.ts';

/** A slot this close to its end (or closer) can no longer be booked. */
export const ALMOST_OVER_MS = 10 * 60_000;

export interface SlotTimes {
  fromTime: string;
  toTime: string;
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * How the customer's pages write a slot, one way on every page: '12:30 - 15:30', the theatre list's
 * HH:MM (checklist THR-35), which is also what the lead and the one-page booking send as the time.
 */
export const slotLabel = ({ fromTime, toTime }: SlotTimes): string => `${fromTime} - ${toTime}`;

/** Length in minutes; a slot whose end is not after its start runs past midnight. */
export function slotDurationMinutes({ fromTime, toTime }: SlotTimes): number {
  const from = minutesOf(fromTime);
  const to = minutesOf(toTime);
  return to > from ? to - from : to + 24 * 60 - from;
}

/** A 90-minute slot is priced with the theatre's (or plan's) 1.5-hour price. */
export const isNinetyMinuteSlot = (slot: SlotTimes): boolean => slotDurationMinutes(slot) === 90;

/** When the slot on that date ends (next day when it runs past midnight). */
export const slotEndsAt = (slot: SlotTimes, date: string): number => istInstant(date, slot.fromTime) + slotDurationMinutes(slot) * 60_000;

export interface SlotState {
  /** Its date is before today, or it has ended. */
  isPast: boolean;
  /** Today, 10 minutes or less remain. */
  isAlmostOver: boolean;
  /** Booked, inactive, past or almost over: not selectable. */
  isDisabled: boolean;
  duration: number;
}

/** The spec's slot states, judged on Indian time. */
export function slotState(slot: SlotTimes & { isBooked: boolean; isActive: boolean }, date: string, now: Date | number): SlotState {
  const duration = slotDurationMinutes(slot);
  const remaining = slotEndsAt(slot, date) - +now;
  const isPast = date < istToday(now) || remaining <= 0;
  const isAlmostOver = !isPast && remaining <= ALMOST_OVER_MS;
  return { isPast, isAlmostOver, isDisabled: slot.isBooked || !slot.isActive || isPast || isAlmostOver, duration };
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'secondary';

/** Colour of the slots-available badge: 5+ success, 3-4 warning, 1-2 danger, 0 secondary. */
export const slotBadgeTone = (available: number): BadgeTone =>
  available >= 5 ? 'success' : available >= 3 ? 'warning' : available >= 1 ? 'danger' : 'secondary';

/** Slots a customer can pick right now on that date: the number on the slots-available badge. */
export const countBookable = (slots: (SlotTimes & { isBooked: boolean; isActive: boolean })[], date: string, now: Date | number): number =>
  slots.filter((s) => !slotState(s, date, now).isDisabled).length;

/** Why a slot cannot be picked, or 'open'; the first reason wins (a booked slot of a past day reads as booked). */
export type SlotStatus = 'open' | 'booked' | 'inactive' | 'past' | 'almostOver';

export function slotStatus(slot: SlotTimes & { isBooked: boolean; isActive: boolean }, date: string, now: Date | number): SlotStatus {
  if (slot.isBooked) return 'booked';
  if (!slot.isActive) return 'inactive';
  const { isPast, isAlmostOver } = slotState(slot, date, now);
  return isPast ? 'past' : isAlmostOver ? 'almostOver' : 'open';
}

/** A date a theatre can be booked for: today or later, in India. */
export const isBookableDate = (date: string, now: Date | number): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= istToday(now);
