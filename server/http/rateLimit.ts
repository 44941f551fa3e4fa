import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { forgetRateLimit, hitRateLimit, hitsOf, pruneRateLimits, uncountRateLimitHit } from '../repo/rateLimits.ts';
import { HttpError } from './errors.ts';
import { addressKey } from './ipAddress.ts';
import type { LimitName, RateLimits } from './rateLimitConfig.ts';

/** How often one server process clears the rows of clients that have gone quiet. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** 'Too many requests. Please try again in 3 minutes.' (whole minutes, rounded up). */
export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Retry-After in whole seconds, rounded up, at least 1. */
export const retryAfterSeconds = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 1000));

export interface RateLimiterOptions {
  db: Queryable;
  now: () => Date;
  limits: RateLimits;
  /** The address a request is counted under (before its IPv6 /64 is taken). */
  clientAddress: (c: Context) => string;
}

/** A request counted under a limit, which can be taken back (a sign-in that succeeded). */
export interface Counted {
  uncount(): Promise<void>;
}

const NOT_COUNTED: Counted = { uncount: async () => {} };

/**
 * The limits of one app, counted in the database (server/repo/rateLimits.ts), so that they hold
 * across restarts and across server processes on one PostgreSQL.
 */
export class RateLimiter {
  readonly limits: RateLimits;
  private readonly options: RateLimiterOptions;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(options: RateLimiterOptions) {
    this.options = options;
    this.limits = options.limits;
  }

  /**
   * Counts the request against the named limit, or refuses it: a 429 (`{ success: false, message }`,
   * through the app's error handler) with Retry-After in seconds.
   */
  check(c: Context, name: LimitName): Promise<Counted> {
    return this.checkFor(c, name, this.clientOf(c));
  }

  /** Whom a request is counted under by its address: the client's, an IPv6 one by its /64. */
  clientOf(c: Context): string {
    return addressKey(this.options.clientAddress(c));
  }

  /** As check, counting the request under a client of the caller's choosing (a phone number, say). */
  async checkFor(c: Context, name: LimitName, client: string): Promise<Counted> {
    const rule = this.limits[name];
    if (!rule) return NOT_COUNTED;
    const { db } = this.options;
    const now = this.options.now().getTime();
    // Pruning rides on a request now and then rather than on a timer: nothing runs while idle.
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneRateLimits(db, now);
    }
    const verdict = await hitRateLimit(db, { bucket: name, client, ...rule, now });
    // Counted first and taken back after: racing requests never find more room than the limit.
    if (verdict.allowed) return { uncount: () => uncountRateLimitHit(db, name, client, now) };
    c.header('retry-after', String(retryAfterSeconds(verdict.retryAfterMs)));
    throw new HttpError(429, tooManyMessage(verdict.retryAfterMs));
  }

  /**
   * Until when (ms) each of these clients is refused under a limit, as the next request would find
   * it; those with room are left out. `q`: a transaction to read in.
   */
  async refusedUntil(name: LimitName, clients: readonly string[], q: Queryable = this.options.db): Promise<Map<string, number>> {
    const rule = this.limits[name];
    const until = new Map<string, number>();
    if (!rule || clients.length === 0) return until;
    const now = this.options.now().getTime();
    for (const [client, hits] of await hitsOf(q, name, clients)) {
      const kept = hits.filter((t) => t > now - rule.windowMs).sort((a, b) => a - b);
      if (kept.length >= rule.limit) until.set(client, kept[kept.length - rule.limit] + rule.windowMs);
    }
    return until;
  }

  /** Forgets what a client has been counted under a limit (a successful sign-in clears its failures). */
  async forget(name: LimitName, client: string): Promise<void> {
    await forgetRateLimit(this.options.db, name, client);
  }
}
