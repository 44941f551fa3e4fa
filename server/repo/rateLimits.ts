import type { Queryable } from '../db/database.ts';

export interface Hit {
  /** Which limit ('enquiry', 'lead', 'coupon', 'login', 'loginPhone', 'loginDevice'). */
  bucket: string;
  /** Who is counted: a client's address key (a phone number or login for 'loginPhone', a device for 'loginDevice'). */
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

/**
 * Takes back one request counted at `at` (a sign-in that succeeded is not held against its address),
 * leaving the others; nothing when it has left the window meanwhile. One statement, so it cannot
 * undo another request's count.
 */
export async function uncountRateLimitHit(db: Queryable, bucket: string, client: string, at: number): Promise<void> {
  await db.query(
    `update rate_limits as r set hits = array(
       select t from (select t, row_number() over (partition by t) as n from unnest(r.hits) as t) x
       where not (t = $3::bigint and n = 1) order by t)
     where bucket = $1 and client = $2`,
    [bucket, client, at],
  );
}

/** The times counted for these clients under one limit (the primary key's index finds them). */
export async function hitsOf(db: Queryable, bucket: string, clients: readonly string[]): Promise<Map<string, number[]>> {
  const rows = await db.query<{ client: string; hits: (string | number)[] }>(
    'select client, hits from rate_limits where bucket = $1 and client = any($2::text[])',
    [bucket, clients],
  );
  return new Map(rows.map((r) => [r.client, r.hits.map(Number)]));
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
