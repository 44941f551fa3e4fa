import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { passwordProblem } from '../../src/lib/desk/passwordRule.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { addressKey } from '../http/ipAddress.ts';
import { setStaffPassword, staffById, staffByLogin } from '../repo/staff.ts';
import { endSession, endSessionsOf, insertSession, pruneSessions } from '../repo/staffSessions.ts';
import { sessionOf } from './access.ts';
import { recordAudit, requestSource } from './audit.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { clearSessionCookie, setSessionCookie } from './sessionCookie.ts';
import { newSessionId, newSessionSecret } from './sessionToken.ts';
import { sessionView } from './sessionView.ts';
import { staffTarget } from './staffMember.ts';
import { staffAction } from './staffAction.ts';

/** One answer for an unknown login, a disabled account and a wrong password, so that none tells which it was. */
export const BAD_SIGN_IN = 'Invalid phone, e-mail or password.';
export const WRONG_CURRENT_PASSWORD = 'currentPassword is not your current password';

/**
 * Failed sign-ins are counted under the profile's limits (ENQUIRY_RATE_LIMIT's login and
 * loginPhone) but apart from the profile's own counts: a customer's failures never lock a staff
 * login out, nor the other way round.
 */
const addressClient = (deps: DeskDeps, c: Parameters<DeskDeps['clientAddress']>[0]) => `desk:${addressKey(deps.clientAddress(c))}`;
const loginClient = (login: string) => `desk:${login}`;

/** Sign-in, sign-out, who am I, and changing one's own password. */
export function accountRoutes(app: Hono, deps: DeskDeps): void {
  const { db, rateLimiter } = deps;

  defineDeskCall(app, deps, deskCalls.signIn, async ({ login, password }, c) => {
    // Counted before the password is checked, as the profile's sign-in: racing attempts take the
    // last place one at a time, and a refused one costs no hashing (and no audit entry).
    await rateLimiter.checkFor(c, 'login', addressClient(deps, c));
    await rateLimiter.checkFor(c, 'loginPhone', loginClient(login));
    const staff = await staffByLogin(db, login);
    // The same work for every answer: a disabled account's password is checked too.
    const ok = staff ? await verifyPassword(password, staff.passwordHash) : await verifyAgainstDummy(password);
    const source = requestSource(c, deps);
    const refuse = async (reason: string): Promise<never> => {
      await recordAudit(db, {
        ...source,
        at: deps.now(),
        staffId: staff?.id ?? null,
        staffName: staff?.name ?? '',
        action: 'sign-in.failed',
        target: `login:${login}`,
        after: { reason },
      });
      throw new HttpError(401, BAD_SIGN_IN);
    };
    if (!staff) return refuse('unknown login');
    if (!ok) return refuse('wrong password');
    if (!staff.active) return refuse('account disabled');
    const now = deps.now();
    const { secret, hash } = newSessionSecret();
    const sessionId = newSessionId();
    const opened = await db.transaction(async (tx) => {
      if (!(await insertSession(tx, { id: sessionId, staffId: staff.id, tokenHash: hash, now, clientAddress: source.clientAddress })))
        return false;
      await recordAudit(tx, {
        ...source,
        at: now,
        staffId: staff.id,
        staffName: staff.name,
        action: 'sign-in',
        target: staffTarget(staff.id),
        after: { session: sessionId },
      });
      return true;
    });
    // Disabled while its password was being checked.
    if (!opened) return refuse('account disabled');
    await rateLimiter.forget('loginPhone', loginClient(login));
    await pruneSessions(db, now);
    setSessionCookie(c, secret, deps.secureCookie);
    return {
      message: `Welcome, ${staff.name}.`,
      ...sessionView({ staff: { id: staff.id, name: staff.name, login: staff.login, role: staff.role }, createdAt: now }),
    };
  });

  defineDeskCall(app, deps, deskCalls.signOut, async (_body, c) => {
    const session = sessionOf(c);
    const now = deps.now();
    const source = requestSource(c, deps);
    await db.transaction(async (tx) => {
      // A sign-out racing another (two tabs) ends the session once, and is recorded once.
      if (!(await endSession(tx, session.sessionId, now, 'sign-out'))) return;
      await recordAudit(tx, {
        ...source,
        at: now,
        staffId: session.staff.id,
        staffName: session.staff.name,
        action: 'sign-out',
        target: staffTarget(session.staff.id),
        after: { session: session.sessionId },
      });
    });
    clearSessionCookie(c, deps.secureCookie);
    return { message: 'You have signed out.' };
  });

  defineDeskCall(app, deps, deskCalls.me, async (_query, c) => sessionView(sessionOf(c)));

  defineDeskCall(app, deps, deskCalls.changePassword, async ({ currentPassword, newPassword }, c) => {
    const session = sessionOf(c);
    const { login } = session.staff;
    // Someone at an unattended signed-in desk could otherwise guess the password here, unthrottled.
    await rateLimiter.checkFor(c, 'loginPhone', loginClient(login));
    const me = await staffById(db, session.staff.id);
    if (!me || !(await verifyPassword(currentPassword, me.passwordHash))) {
      await recordAudit(db, {
        ...requestSource(c, deps),
        at: deps.now(),
        staffId: session.staff.id,
        staffName: session.staff.name,
        action: 'password.change.failed',
        target: staffTarget(session.staff.id),
      });
      throw badRequest(WRONG_CURRENT_PASSWORD, { errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });
    }
    const problem = passwordProblem(newPassword, login);
    if (problem) throw badRequest(`newPassword ${problem}`, { errors: [{ field: 'newPassword', message: `newPassword ${problem}` }] });
    const hash = await hashPassword(newPassword);
    const ended = await staffAction(deps, c, 'account.self', [me.id], async ({ tx, actor, now, audit }) => {
      await setStaffPassword(tx, actor.id, hash, now);
      const n = await endSessionsOf(tx, actor.id, now, 'password-changed', session.sessionId);
      await audit({ action: 'password.change', target: staffTarget(actor.id), after: { otherSessionsEnded: n } });
      return n;
    });
    await rateLimiter.forget('loginPhone', loginClient(login));
    return {
      message: ended
        ? `Your password is changed. Your ${ended} other ${ended === 1 ? 'session has' : 'sessions have'} ended.`
        : 'Your password is changed.',
    };
  });
}
