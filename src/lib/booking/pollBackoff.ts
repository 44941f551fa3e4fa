/**
 * Asking again and again until an answer comes, more slowly as time goes on: quick at first, when
 * a provider's callback is usually a second away, then every few seconds, and no longer than it
 * can matter.
 */
export interface Backoff {
  firstMs: number;
  /** Each wait is the previous one times this. */
  factor: number;
  maxMs: number;
  /** Time after which asking stops. */
  giveUpMs: number;
}

/**
 * The payment status: 1 s, growing to 5 s, for as long as an unpaid booking holds its slot (the
 * server's default hold, 15 minutes): after that the booking is settled one way or the other.
 */
export const PAYMENT_STATUS_BACKOFF: Backoff = { firstMs: 1000, factor: 1.5, maxMs: 5000, giveUpMs: 15 * 60_000 };

/** The wait after the given attempt (0 for the first). */
export function delayAfter(attempt: number, b: Backoff): number {
  return Math.min(b.maxMs, Math.round(b.firstMs * b.factor ** Math.max(0, attempt)));
}

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Calls `ask` until it answers something other than undefined, waiting longer between calls each
 * time; undefined once the next call would come after `giveUpMs`. An error thrown by `ask` ends it.
 */
export async function pollUntil<T>(ask: () => Promise<T | undefined>, b: Backoff, clock: Clock = realClock): Promise<T | undefined> {
  const start = clock.now();
  for (let attempt = 0; ; attempt++) {
    const answer = await ask();
    if (answer !== undefined) return answer;
    const wait = delayAfter(attempt, b);
    if (clock.now() - start + wait > b.giveUpMs) return undefined;
    await clock.sleep(wait);
  }
}
