import type { Queryable } from '../db/database.ts';
import { isSessionEnded } from '../repo/endedSessions.ts';
import { verifyCustomerToken, type CustomerSession, type CustomerTokenCheck } from './customerToken.ts';

export type SessionCheck =
  ({ ok: true } & CustomerSession) | { ok: false; reason: Extract<CustomerTokenCheck, { ok: false }>['reason'] | 'ended' };

/**
 * A customer session the server still takes: signed by it, not expired, and not signed out (Logout
 * lists its session id until the token would have expired). Every call that acts on a session
 * checks it here, so a signed-out token is refused everywhere at once.
 */
export async function checkCustomerSession(db: Queryable, secret: Buffer, token: string, now: Date): Promise<SessionCheck> {
  const check = verifyCustomerToken(secret, token, now);
  if (!check.ok) return check;
  return (await isSessionEnded(db, check.sessionId)) ? { ok: false, reason: 'ended' } : check;
}
