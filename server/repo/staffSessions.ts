import type { Queryable } from '../db/database.ts';
import type { Role } from '../../src/lib/desk/permissions.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_EVERY_MS } from '../desk/sessionRules.ts';

/** Signed-in desks (migration 015): found by the hash of the cookie's secret, never by the secret. */

export interface LiveSession {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The account as it is now (read with the session on every call): `branchIds` null is every branch. */
  staff: { id: string; name: string; login: string; role: Role; branchIds: string[] | null };
}

export interface NewSession {
  id: string;
  staffId: string;
  tokenHash: string;
  now: Date;
  clientAddress: string;
}

/**
 * Opens a session for an account that is still active (false: it is not). The account's row is
 * held meanwhile, so that an owner disabling it at the same moment waits, and then ends this
 * session too.
 */
export async function insertSession(q: Queryable, s: NewSession): Promise<boolean> {
  const active = await q.query('select 1 from staff where id = $1 and active for share', [s.staffId]);
  if (active.length === 0) return false;
  await q.query(
    `insert into staff_sessions (id, staff_id, token_hash, created_at, last_seen_at, client_address)
     values ($1, $2, $3, $4, $4, $5)`,
    [s.id, s.staffId, s.tokenHash, s.now, s.clientAddress],
  );
  return true;
}

/** The session of this secret's hash, if it has not ended, timed out or outlived its 12 hours, and its account is active. */
export async function liveSession(q: Queryable, tokenHash: string, now: Date): Promise<LiveSession | undefined> {
  const [row] = await q.query<{
    session_id: string;
    created_at: Date;
    last_seen_at: Date;
    id: string;
    name: string;
    login: string;
    role: Role;
    branch_ids: string[] | null;
  }>(
    `select s.id as session_id, s.created_at, s.last_seen_at, st.id, st.name, st.login, st.role, st.branch_ids
     from staff_sessions s join staff st on st.id = s.staff_id
     where s.token_hash = $1 and s.ended_at is null and st.active and s.last_seen_at > $2 and s.created_at > $3`,
    [tokenHash, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_MAX_MS)],
  );
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    staff: { id: row.id, name: row.name, login: row.login, role: row.role, branchIds: row.branch_ids },
  };
}

/** Whether a session is still live, by its id (inside an action, once its account's row is locked). */
export async function sessionIsLive(q: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const rows = await q.query('select 1 from staff_sessions where id = $1 and ended_at is null and last_seen_at > $2 and created_at > $3', [
    sessionId,
    new Date(now.getTime() - SESSION_IDLE_MS),
    new Date(now.getTime() - SESSION_MAX_MS),
  ]);
  return rows.length === 1;
}

/** A call keeps its session alive; written at most once a minute, so a busy desk does not write on every call. */
export async function touchSession(q: Queryable, session: LiveSession, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_EVERY_MS) return;
  await q.query('update staff_sessions set last_seen_at = $2 where id = $1 and ended_at is null and last_seen_at < $2', [
    session.sessionId,
    now,
  ]);
}

export async function endSession(q: Queryable, sessionId: string, now: Date, reason: string): Promise<boolean> {
  const rows = await q.query('update staff_sessions set ended_at = $2, ended_reason = $3 where id = $1 and ended_at is null returning id', [
    sessionId,
    now,
    reason,
  ]);
  return rows.length === 1;
}

/** Ends every open session of an account (but `keep`, the caller's own); answers how many ended. */
export async function endSessionsOf(q: Queryable, staffId: string, now: Date, reason: string, keep?: string): Promise<number> {
  const rows = await q.query(
    `update staff_sessions set ended_at = $2, ended_reason = $3
     where staff_id = $1 and ended_at is null and id <> $4 returning id`,
    [staffId, now, reason, keep ?? ''],
  );
  return rows.length;
}

/** Deletes sessions a day past their 12 hours: none of them can sign anyone in, and the audit log keeps the story. */
export async function pruneSessions(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from staff_sessions where created_at < $1', [new Date(now.getTime() - SESSION_MAX_MS - 24 * 3600_000)]);
}
