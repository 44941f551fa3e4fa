import { UTCDateMini } from '@date-fns/utc';
// One module per function: date-fns' index loads all 300 of its modules, seconds of every site build.
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { addMinutes } from 'date-fns/addMinutes';
import { formatISO } from 'date-fns/formatISO';

/**
 * "Today", "past" and "almost over" are always Asia/Kolkata, wherever the phone or the server is.
 * India keeps one offset all year (+05:30, no daylight saving), so India's wall clock is the UTC
 * clock of an instant shifted by that offset: date-fns works on it through UTCDateMini, whose
 * fields are UTC, never the machine's zone. (A time-zone-aware date reads the zone through Intl on
 * every call, about a hundred times slower, and the server judges every slot of every theatre.)
 * Dates travel as YYYY-MM-DD strings, the API's and the date input's format.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** India's wall clock at midnight starting a YYYY-MM-DD day; an invalid date for anything else. */
function wallMidnight(date: string): Date {
  const [, y, m, d] = YMD.exec(date) ?? [];
  return y ? new UTCDateMini(Number(y), Number(m) - 1, Number(d)) : new UTCDateMini(Number.NaN);
}

const ymd = (wall: Date): string => formatISO(wall, { representation: 'date' });

/** Today's date in India as YYYY-MM-DD. */
export const istToday = (now: Date | number): string => ymd(new UTCDateMini(+now + IST_OFFSET_MS));

/** The instant a clock time on an Indian calendar day begins; '24:00' is the next midnight. NaN for a malformed date. */
export function istInstant(date: string, time: string): number {
  const [h, m] = time.split(':').map(Number);
  return addMinutes(wallMidnight(date), h * 60 + m).getTime() - IST_OFFSET_MS;
}

/** A YYYY-MM-DD date `days` after `date` (before it for a negative number); a RangeError for a malformed date. */
export const addDays = (date: string, days: number): string => ymd(addCalendarDays(wallMidnight(date), days));
