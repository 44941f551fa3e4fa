import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';
import type { Counted, RateLimiter } from '../http/rateLimit.ts';
import type { LimitName } from '../http/rateLimitConfig.ts';

export interface AttemptLimit {
  name: LimitName;
  client: string;
  /** Told when this limit refuses the attempt (the desk records it). */
  onRefused?: () => Promise<void>;
}

/**
 * Counts a sign-in attempt under each limit in turn, before its password is checked, so that racing
 * attempts never find more room than a limit has. When one refuses (429), those already counted
 * are taken back: an attempt that was never tried is no failure. The caller takes back the
 * address's count when the password was right, so only failures are held against an address.
 */
export async function countAttempt(rateLimiter: RateLimiter, c: Context, limits: AttemptLimit[]): Promise<Counted[]> {
  const counted: Counted[] = [];
  for (const limit of limits) {
    try {
      counted.push(await rateLimiter.checkFor(c, limit.name, limit.client));
    } catch (err) {
      for (const done of counted) await done.uncount();
      if (err instanceof HttpError && err.status === 429) await limit.onRefused?.();
      throw err;
    }
  }
  return counted;
}
