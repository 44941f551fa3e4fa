import type { Context } from 'hono';
import { clientIp } from './clientIp.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Requests one client may make within the window. */
  limit: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A sliding-window log per key, in memory: a key may make `limit` requests in any `windowMs`. Only
 * allowed requests are logged, so a client that keeps knocking is let in again once its oldest
 * request leaves the window. Memory stays bounded by the clients of the last two windows: keys
 * whose requests have all aged out are swept once per window.
 *
 * One process only: behind several server processes each keeps its own count.
 */
export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly hits = new Map<string, number[]>();
  private lastSweep: number;

  constructor({ limit, windowMs }: RateLimit, now: () => number = Date.now) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A rate limit must be a whole number of at least 1, not ${limit}.`);
    if (!(windowMs > 0)) throw new Error(`A rate limit's window must be longer than 0 ms, not ${windowMs}.`);
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
    this.lastSweep = now();
  }

  /** Counts a request of `key` if the window has room for it. */
  hit(key: string): Verdict {
    const now = this.now();
    this.sweep(now);
    const since = now - this.windowMs;
    const log = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (log.length >= this.limit) {
      this.hits.set(key, log);
      return { allowed: false, retryAfterMs: log[0] - since };
    }
    log.push(now);
    this.hits.set(key, log);
    return { allowed: true };
  }

  /** Keys tracked now (for tests of the sweep). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, log] of this.hits) if (log[log.length - 1] <= since) this.hits.delete(key);
  }
}

/** 'Too many requests. Please try again in 3 minutes.' (whole minutes, rounded up). */
export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counts a request of the client's IP against `limiter`, or refuses it: a 429 (`{ success: false,
 * message }`, through the app's error handler) with Retry-After in seconds. Requests without a
 * socket (in-process tests) all share the key '', as one client.
 */
export function checkRateLimit(limiter: SlidingWindowLimiter, c: Context, key: string = clientIp(c)): void {
  const verdict = limiter.hit(key);
  if (verdict.allowed) return;
  c.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
  throw new HttpError(429, tooManyMessage(verdict.retryAfterMs));
}
