import type { Queryable } from '../db/database.ts';

/** Sessions signed out before they expired (migration 013): what makes a still-signed token stop working. */

export async function isSessionEnded(db: Queryable, sessionId: string): Promise<boolean> {
  return (await db.query('select 1 from ended_sessions where session_id = $1', [sessionId])).length > 0;
}

/**
 * Ends one session until its token expires. Ending it again changes nothing. Rows whose tokens have
 * expired are deleted on the way: an expired token is refused without them, so the table holds no
 * more than the sign-outs of one token lifetime.
 */
export async function endSession(
  db: Queryable,
  session: { sessionId: string; customerId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query('delete from ended_sessions where expires_at <= $1', [now]);
  await db.query(
    // A customer deleted meanwhile has no session left to end.
    `insert into ended_sessions (session_id, customer_id, expires_at)
     select $1, $2, $3 where exists (select 1 from customers where id = $2)
     on conflict (session_id) do nothing`,
    [session.sessionId, session.customerId, session.expiresAt],
  );
}
