/**
 * How long a message waits before its next try, after `attempts` hand-overs that were not taken:
 * soon at first (a provider's hiccup), then less often, at most hourly, until it is given up a day
 * after it was due (GIVE_UP_AFTER_MS in server/repo/messageQueue.ts).
 */
const STEPS_MS = [30, 60, 120, 300, 900, 1800, 3600].map((s) => s * 1000);

export function retryDelayMs(attempts: number): number {
  return STEPS_MS[Math.min(Math.max(attempts, 1), STEPS_MS.length) - 1];
}

/** The next try after a failed one at `now`: never later than the give-up time, so the last try is made then. */
export function nextTryAt(now: Date, attempts: number, giveUpAt: Date): Date {
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), giveUpAt.getTime()));
}
