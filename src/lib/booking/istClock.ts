/**
 * "Today", "past" and "almost over" are always Asia/Kolkata, wherever the phone or the server is.
 * India keeps one offset all year (+05:30, no daylight saving), so a fixed shift is exact.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 86_400_000;

/** Today's date in India as YYYY-MM-DD. */
export const istToday = (now: Date | number): string => new Date(+now + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a clock time on an Indian calendar day begins; '24:00' is the next midnight. */
export function istInstant(date: string, time: string): number {
  const [h, m] = time.split(':').map(Number);
  return Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + (h * 60 + m) * 60_000;
}

/** A YYYY-MM-DD date `days` after `date`. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
