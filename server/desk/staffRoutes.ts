import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { hashPassword } from '../auth/password.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  insertStaff,
  isLoginTaken,
  listStaff,
  setStaffActive,
  setStaffPassword,
  staffById,
  staffByLogin,
  updateStaffDetails,
} from '../repo/staff.ts';
import { endSessionsOf } from '../repo/staffSessions.ts';
import { forgetRateLimit } from '../repo/rateLimits.ts';
import { sessionOf } from './access.ts';
import { openBranches } from './branches.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { newStaffId } from './newStaffId.ts';
import { staffAction } from './staffAction.ts';
import { branchIdsFor, detailsForAudit, fieldError } from './staffDetails.ts';
import { staffTarget } from './staffMember.ts';
import { membersWithLocks, memberWithLock } from './staffLocks.ts';
import { newPasswordProblem } from './newPassword.ts';
import { loginClient } from './signInThrottle.ts';

export const LOGIN_TAKEN = 'There is already a staff account with that login.';
export const NO_SUCH_STAFF = 'There is no staff account with that id.';
export const NOT_YOURSELF = 'You cannot disable your own account.';
export const RESET_YOURSELF = 'To change your own password, use My password.';
export const OWN_ROLE = 'You cannot change your own role.';

/**
 * The owner's staff accounts: list, add, change (name, login, role, branches), disable, enable, reset, and lift a lock that failed
 * sign-ins put on one. A disable or a reset ends every session of the account at once. Passwords are hashed before the action's transaction, which
 * holds the accounts' rows only for the writes.
 */
export function staffRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.staffList, async () => ({
    staff: await membersWithLocks(deps, await listStaff(db)),
    branches: await openBranches(db),
  }));

  defineDeskCall(app, deps, deskCalls.staffAdd, async ({ name, login, role, password, branches }, c) => {
    const problem = newPasswordProblem(password, login, name);
    if (problem) throw fieldError('password', `password ${problem}`);
    const open = await openBranches(db);
    const branchIds = branchIdsFor(role, branches, open);
    // Answered before the hashing; the unique login decides again in the insert (two adds at once).
    if (await staffByLogin(db, login)) throw new HttpError(409, LOGIN_TAKEN);
    const passwordHash = await hashPassword(password);
    const row = await staffAction(deps, c, 'staff.manage', [], async ({ tx, now, audit }) => {
      const added = await insertStaff(tx, { id: newStaffId(), name, login, role, branchIds, passwordHash, now });
      if (!added) throw new HttpError(409, LOGIN_TAKEN);
      await audit({ action: 'staff.add', target: staffTarget(added.id), after: { ...detailsForAudit(added, open), active: true } });
      return added;
    });
    return { message: `${row.name} can now sign in to the desk.`, member: await memberWithLock(deps, row) };
  });

  // A change of role or branches holds from the member's next call: every call reads the account with its session.
  defineDeskCall(app, deps, deskCalls.staffUpdate, async ({ staffId, name, login, role, branches }, c) => {
    const open = await openBranches(db);
    const branchIds = branchIdsFor(role, branches, open);
    const taken = await staffByLogin(db, login);
    if (taken && taken.id !== staffId) throw new HttpError(409, LOGIN_TAKEN);
    const change = async () =>
      staffAction(deps, c, 'staff.manage', [staffId], async ({ tx, actor, locked, now, audit }) => {
        const target = locked.get(staffId);
        if (!target) throw notFound(NO_SUCH_STAFF);
        if (staffId === actor.id && role !== target.role) throw fieldError('role', OWN_ROLE);
        const before = detailsForAudit(target, open);
        const after = detailsForAudit({ name, login, role, branchIds }, open);
        if (JSON.stringify(before) === JSON.stringify(after)) return { row: target, changed: false };
        const updated = await updateStaffDetails(tx, staffId, { name, login, role, branchIds }, now);
        if (!updated) throw new HttpError(409, LOGIN_TAKEN);
        await audit({ action: 'staff.update', target: staffTarget(staffId), before, after });
        return { row: updated, changed: true };
      });
    // Two owners giving two accounts one login at once: the unique index refuses the second.
    const { row, changed } = await change().catch((err: unknown) => {
      throw isLoginTaken(err) ? new HttpError(409, LOGIN_TAKEN) : err;
    });
    return { message: changed ? `${row.name}'s account is saved.` : 'Nothing was changed.', member: await memberWithLock(deps, row) };
  });

  const setActive = (active: boolean) =>
    async function ({ staffId }: { staffId: string }, c: Parameters<typeof sessionOf>[0]) {
      if (!active && staffId === sessionOf(c).staff.id) throw fieldError('staffId', NOT_YOURSELF);
      const row = await staffAction(deps, c, 'staff.manage', [staffId], async ({ tx, locked, now, audit }) => {
        const target = locked.get(staffId);
        if (!target) throw notFound(NO_SUCH_STAFF);
        const updated = (await setStaffActive(tx, staffId, active, now))!;
        const sessionsEnded = active ? undefined : await endSessionsOf(tx, staffId, now, 'disabled');
        await audit({
          action: active ? 'staff.enable' : 'staff.disable',
          target: staffTarget(staffId),
          before: { active: target.active },
          after: { active, sessionsEnded },
        });
        return updated;
      });
      return {
        message: active ? `${row.name} can sign in again.` : `${row.name} is signed out and cannot sign in.`,
        member: await memberWithLock(deps, row),
      };
    };
  defineDeskCall(app, deps, deskCalls.staffDisable, setActive(false));
  defineDeskCall(app, deps, deskCalls.staffEnable, setActive(true));

  defineDeskCall(app, deps, deskCalls.staffReset, async ({ staffId, password }, c) => {
    if (staffId === sessionOf(c).staff.id) throw fieldError('staffId', RESET_YOURSELF);
    const target = await staffById(db, staffId);
    if (!target) throw notFound(NO_SUCH_STAFF);
    const problem = newPasswordProblem(password, target.login, target.name);
    if (problem) throw fieldError('password', `password ${problem}`);
    const passwordHash = await hashPassword(password);
    const row = await staffAction(deps, c, 'staff.manage', [staffId], async ({ tx, locked, now, audit }) => {
      if (!locked.has(staffId)) throw notFound(NO_SUCH_STAFF);
      const updated = (await setStaffPassword(tx, staffId, passwordHash, now))!;
      const sessionsEnded = await endSessionsOf(tx, staffId, now, 'password-reset');
      await audit({ action: 'staff.reset', target: staffTarget(staffId), after: { sessionsEnded } });
      return updated;
    });
    return { message: `${row.name}'s password is set; they are signed out everywhere.`, member: await memberWithLock(deps, row) };
  });

  // Lifts what the account's failed sign-ins counted (loginPhone), in the action's transaction; the
  // devices' own counts and the addresses' are theirs, not the account's.
  defineDeskCall(app, deps, deskCalls.staffUnlock, async ({ staffId }, c) => {
    const { row, lifted } = await staffAction(deps, c, 'staff.manage', [staffId], async ({ tx, locked, audit }) => {
      const target = locked.get(staffId);
      if (!target) throw notFound(NO_SUCH_STAFF);
      const { lockedUntil } = await memberWithLock(deps, target, tx);
      if (!lockedUntil) return { row: target, lifted: false };
      await forgetRateLimit(tx, 'loginPhone', loginClient(target.login));
      await audit({ action: 'staff.unlock', target: staffTarget(staffId), before: { lockedUntil }, after: { lockedUntil: null } });
      return { row: target, lifted: true };
    });
    return {
      message: lifted ? `${row.name} can sign in again from any device.` : `${row.name}'s account was not locked.`,
      member: await memberWithLock(deps, row),
    };
  });
}
