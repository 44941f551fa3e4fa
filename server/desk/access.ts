import type { Context, MiddlewareHandler } from 'hono';
import type { DeskRoute } from '../../src/lib/api/deskRoutes.ts';
import { ROLE_LABELS, roleMay } from '../../src/lib/desk/permissions.ts';
import { liveSession, touchSession, type LiveSession } from '../repo/staffSessions.ts';
import type { DeskDeps } from './deskDeps.ts';
import { RefusedCall } from './refusals.ts';
import { clearSessionCookie, hasSessionCookie, sessionSecretOf } from './sessionCookie.ts';
import { hashSessionSecret } from './sessionToken.ts';

export const NOT_SIGNED_IN = 'Please sign in to the desk.';
export const SESSION_ENDED = 'Your desk session has ended. Please sign in again.';
export const notAllowed = (role: LiveSession['staff']['role']) => `Your role (${ROLE_LABELS[role]}) may not do this.`;

const SESSION_KEY = 'deskSession';

/**
 * The one gate of every desk call but the sign-in: the session cookie must name a live session of
 * an active account (else 401, and the stale cookie is cleared), and the account's role must hold
 * the call's permission (else 403); each refusal is counted in the audit log (refusals.ts). A refused call changes nothing in the database; one let
 * through keeps its session alive, unless the call is `passive` (a screen refreshing itself).
 */
export function deskAccess(deps: DeskDeps, permission: DeskRoute['permission'], o: Pick<DeskRoute, 'passive'> = {}): MiddlewareHandler {
  if (permission === 'public') return async (_c, next) => next();
  return async (c, next) => {
    const secret = sessionSecretOf(c, deps.secureCookie);
    const now = deps.now();
    const session = secret ? await liveSession(deps.db, hashSessionSecret(secret), now) : undefined;
    if (!session) {
      const hadCookie = hasSessionCookie(c, deps.secureCookie);
      if (hadCookie) clearSessionCookie(c, deps.secureCookie);
      throw new RefusedCall('no-session', 401, hadCookie ? SESSION_ENDED : NOT_SIGNED_IN);
    }
    if (!roleMay(session.staff.role, permission)) throw new RefusedCall('role', 403, notAllowed(session.staff.role), session.staff);
    if (!o.passive) await touchSession(deps.db, session, now);
    c.set(SESSION_KEY, session);
    await next();
  };
}

/** The session deskAccess let through (only in a call that needs one). */
export function sessionOf(c: Context): LiveSession {
  const session = c.get(SESSION_KEY) as LiveSession | undefined;
  if (!session) throw new Error('sessionOf: this desk call is public and has no session');
  return session;
}
