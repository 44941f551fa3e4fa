import type { Queryable } from '../db/database.ts';

export interface Hit {
  /** Which limit ('enquiry', 'lead', 'coupon', 'login', 'loginPhone'). */
  bucket: string;
  /** Who is counted: a client's address key (or a phone number, for 'loginPhone'). */
  client: string;
  limit: number;
  windowMs: number;
  /** The request's time, ms since the epoch (the app's clock, so that tests can move it). */
  now: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts a request in a sliding window if the window has room for it, in one statement. The upsert
 * locks the (bucket, client) row, so concurrent requests of one client, from any server process on
 * the same PostgreSQL, are decided one after another and never both take the last place. Only
 * allowed requests are logged: a client that keeps knocking is let in again once its oldest
 * logged request leaves the window. A refused one learns when that is.
 */
export async function hitRateLimit(db: Queryable, h: Hit): Promise<Verdict> {
  const [row] = await db.query<{ allowed: boolean; retry_after_ms: number | null }>(
    `insert into rate_limits as r (bucket, client, hits, last_allowed, stale_after)
     values ($1, $2, array[$3::bigint], true, $3::bigint + $4::bigint)
     on conflict (bucket, client) do update set (hits, last_allowed, stale_after) = (
       select case when cardinality(w.kept) < $5 then w.kept || $3::bigint else w.kept end,
              cardinality(w.kept) < $5,
              $3::bigint + $4::bigint
       from (select array(select t from unnest(r.hits) t where t > $3::bigint - $4::bigint order by t) as kept) w
     )
     returning last_allowed as allowed, (hits[1] + $4::bigint - $3::bigint)::float8 as retry_after_ms`,
    [h.bucket, h.client, h.now, h.windowMs, h.limit],
  );
  if (row.allowed) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.min(h.windowMs, Math.max(0, Number(row.retry_after_ms))) };
}

/** Deletes one client's count under one limit. */
export async function forgetRateLimit(db: Queryable, bucket: string, client: string): Promise<void> {
  await db.query('delete from rate_limits where bucket = $1 and client = $2', [bucket, client]);
}

/** Deletes the rows whose every hit has left its window; answers how many went. */
export async function pruneRateLimits(db: Queryable, now: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'with gone as (delete from rate_limits where stale_after <= $1::bigint returning 1) select count(*)::int as n from gone',
    [now],
  );
  return rows[0].n;
}
