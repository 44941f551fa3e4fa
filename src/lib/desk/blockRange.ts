import { addDays } from '../booking/istClock.ts';

/**
 * The days a slot block covers: from `from` to `to`, both included. A range is capped so that one
 * click cannot close a theatre for years (and one action stays a bounded number of rows and locks):
 * a quarter at most. A new block may start today (India) and reach a year ahead at the furthest,
 * past the booking horizon, so that maintenance can be planned before the slots go on sale.
 */
export const BLOCK_MAX_DAYS = 92;
export const BLOCK_AHEAD_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (1 for one day; 0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day of the range in order; empty when `to` is before `from`. */
export function datesOf(from: string, to: string): string[] {
  const n = daysInRange(from, to);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(from, i));
}

export const RANGE_MESSAGES = {
  toBeforeFrom: 'must not be before from',
  tooLong: `must be at most ${BLOCK_MAX_DAYS} days after from (a range is capped at ${BLOCK_MAX_DAYS} days)`,
  past: 'must be today or later (India time)',
  tooFar: `must be at most ${BLOCK_AHEAD_DAYS} days ahead`,
} as const;

/** What is wrong with a range's length, for the field `to`; undefined when nothing is. */
export function rangeProblem(from: string, to: string): string | undefined {
  const n = daysInRange(from, to);
  if (n < 1) return RANGE_MESSAGES.toBeforeFrom;
  if (n > BLOCK_MAX_DAYS) return RANGE_MESSAGES.tooLong;
  return undefined;
}

/** What is wrong with a new block's days against today in India, by field; empty when nothing is. */
export function blockDatesProblem(from: string, to: string, today: string): { field: 'from' | 'to'; message: string } | undefined {
  if (from < today) return { field: 'from', message: RANGE_MESSAGES.past };
  if (to > addDays(today, BLOCK_AHEAD_DAYS)) return { field: 'to', message: RANGE_MESSAGES.tooFar };
  return undefined;
}
