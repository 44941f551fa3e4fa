import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { tokenSecretLoader } from '../auth/tokenSecret.ts';
import { setStaffPassword, staffById, staffByLogin } from '../repo/staff.ts';
import { endSession, endSessionsOf, insertSession, pruneSessions } from '../repo/staffSessions.ts';
import { sessionOf } from './access.ts';
import { recordAudit, requestSource } from './audit.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { clearSessionCookie, setSessionCookie } from './sessionCookie.ts';
import { knownDevice, rememberDevice } from './deviceCookie.ts';
import { newPasswordProblem } from './newPassword.ts';
import { admitSignIn, loginClient } from './signInThrottle.ts';
import { SignInRefusals } from './signInRefusals.ts';
import { newSessionId, newSessionSecret } from './sessionToken.ts';
import { sessionView } from './sessionView.ts';
import { staffTarget } from './staffMember.ts';
import { staffAction } from './staffAction.ts';

/** One answer for an unknown login, a disabled account and a wrong password, so that none tells which it was. */
export const BAD_SIGN_IN = 'Invalid phone, e-mail or password.';
export const WRONG_CURRENT_PASSWORD = 'currentPassword is not your current password';

/** Sign-in, sign-out, who am I, and changing one's own password. */
export function accountRoutes(app: Hono, deps: DeskDeps): void {
  const { db, rateLimiter } = deps;
  const tokenSecret = tokenSecretLoader(db, deps.tokenSecret);
  const refusals = new SignInRefusals();

  defineDeskCall(app, deps, deskCalls.signIn, async ({ login, password }, c) => {
    const secret = await tokenSecret();
    const deviceId = knownDevice(c, deps.secureCookie, secret, login, deps.now());
    // Refused here, before any hashing, when over a limit or when the password line is full.
    const attempt = await admitSignIn(deps, refusals, c, login, deviceId);
    try {
      const staff = await staffByLogin(db, login);
      // The same work for every answer: a disabled account's password is checked too.
      const ok = staff
        ? await verifyPassword(password, staff.passwordHash, attempt.place)
        : await verifyAgainstDummy(password, attempt.place);
      const source = requestSource(c, deps);
      const refuse = async (reason: string): Promise<never> => {
        await recordAudit(db, {
          ...source,
          at: deps.now(),
          staffId: staff?.id ?? null,
          staffName: staff?.name ?? '',
          action: 'sign-in.failed',
          target: `login:${login}`,
          after: { reason, knownDevice: Boolean(deviceId) },
        });
        throw new HttpError(401, BAD_SIGN_IN);
      };
      if (!staff) return refuse('unknown login');
      if (!ok) return refuse('wrong password');
      if (!staff.active) return refuse('account disabled');
      const now = deps.now();
      const { secret: sessionSecret, hash } = newSessionSecret();
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
          after: { session: sessionId, knownDevice: Boolean(deviceId) },
        });
        return true;
      });
      // Disabled while its password was being checked.
      if (!opened) return refuse('account disabled');
      await attempt.succeeded();
      await pruneSessions(db, now);
      setSessionCookie(c, sessionSecret, deps.secureCookie);
      rememberDevice(c, deps.secureCookie, secret, login, now);
      return {
        message: `Welcome, ${staff.name}.`,
        ...sessionView({ staff, createdAt: now }),
      };
    } finally {
      attempt.place.release();
    }
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
    // They know the password: as after a sign-in, this is not held against the account, even when
    // the new one is refused below.
    await rateLimiter.forget('loginPhone', loginClient(login));
    const problem = newPasswordProblem(newPassword, login, session.staff.name);
    if (problem) throw badRequest(`newPassword ${problem}`, { errors: [{ field: 'newPassword', message: `newPassword ${problem}` }] });
    const hash = await hashPassword(newPassword);
    const ended = await staffAction(deps, c, 'account.self', [me.id], async ({ tx, actor, now, audit }) => {
      await setStaffPassword(tx, actor.id, hash, now);
      const n = await endSessionsOf(tx, actor.id, now, 'password-changed', session.sessionId);
      await audit({ action: 'password.change', target: staffTarget(actor.id), after: { otherSessionsEnded: n } });
      return n;
    });
    return {
      message: ended
        ? `Your password is changed. Your ${ended} other ${ended === 1 ? 'session has' : 'sessions have'} ended.`
        : 'Your password is changed.',
    };
  });
}
