import type { Queryable } from '../db/database.ts';

/**
 * One build at a time across every server process on the database (migration 025's one-row
 * site_build_lease). Taken with one UPDATE, so two processes asking at once cannot both get it;
 * timed by the database's clock, so processes whose clocks disagree still agree on when it ends.
 * A process that dies holding it holds it no longer once `seconds` pass without a renewal.
 */
export const LEASE_SECONDS = 60;
/** Renewed this often while held: a build of several minutes keeps it, a dead process loses it within a minute. */
export const RENEW_EVERY_MS = 20_000;

/** Takes the lease if it is free or its holder's time ran out. */
export async function takeLease(q: Queryable, holder: string, seconds = LEASE_SECONDS): Promise<boolean> {
  const rows = await q.query(
    `update site_build_lease set holder = $1, expires_at = now() + make_interval(secs => $2)
     where holder is null or expires_at < now() returning holder`,
    [holder, seconds],
  );
  return rows.length === 1;
}

/** Extends the lease; false when this holder has lost it (its time ran out and another took it). */
export async function renewLease(q: Queryable, holder: string, seconds = LEASE_SECONDS): Promise<boolean> {
  const rows = await q.query(
    `update site_build_lease set expires_at = now() + make_interval(secs => $2) where holder = $1 returning holder`,
    [holder, seconds],
  );
  return rows.length === 1;
}

/**
 * Inside the transaction that makes a build live: the lease row is locked and must still be this
 * holder's, so a process whose lease ran out mid-build cannot swap over the one that took it.
 */
export async function holdsLease(tx: Queryable, holder: string): Promise<boolean> {
  const rows = await tx.query('select 1 from site_build_lease where holder = $1 for update', [holder]);
  return rows.length === 1;
}

export async function releaseLease(q: Queryable, holder: string): Promise<void> {
  await q.query('update site_build_lease set holder = null, expires_at = null where holder = $1', [holder]);
}
