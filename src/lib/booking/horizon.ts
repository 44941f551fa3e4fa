import { addDays, istToday } from './istClock.ts';

/** How many days ahead (after today, in India) a slot can be looked up or booked, unless configured. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;

/** Reads a horizon setting: a whole number of days from 0 to 3650; anything else is a configuration error. */
export function parseHorizonDays(value: string | undefined, name = 'BOOKING_HORIZON_DAYS'): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BOOKING_HORIZON_DAYS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 3650) throw new Error(`${name} must be a whole number of days from 0 to 3650, not "${value}".`);
  return n;
}

/** The last date (YYYY-MM-DD, Indian calendar) that can be booked now. */
export const lastBookableDate = (now: Date | number, horizonDays: number): string => addDays(istToday(now), horizonDays);

/** True when the date lies after the booking horizon. */
export const isBeyondHorizon = (date: string, now: Date | number, horizonDays: number): boolean =>
  date > lastBookableDate(now, horizonDays);

/** What a person reads when a date lies beyond the horizon: how far ahead bookings open, and until when. */
export const beyondHorizonMessage = (now: Date | number, horizonDays: number): string =>
  `Bookings open ${horizonDays} days ahead: please choose a date up to ${lastBookableDate(now, horizonDays)}.`;
