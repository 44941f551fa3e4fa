import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { Permission } from '../../src/lib/desk/permissions.ts';
import { roleMay } from '../../src/lib/desk/permissions.ts';
import { lockStaff, type StaffRow } from '../repo/staff.ts';
import { sessionIsLive } from '../repo/staffSessions.ts';
import { notAllowed, SESSION_ENDED, sessionOf } from './access.ts';
import { recordAudit, requestSource, type AuditEntryInput } from './audit.ts';
import type { DeskDeps } from './deskDeps.ts';
import { RefusedCall } from './refusals.ts';

export interface StaffActionContext {
  /** The action's transaction: every change, and its audit entry, goes through it. */
  tx: Queryable;
  /** The acting account, as its locked row says now. */
  actor: StaffRow;
  /** The other accounts named in `lock`, by id (absent: no such account). */
  locked: Map<string, StaffRow>;
  now: Date;
  /** Records the action in the audit log, in this transaction, as the actor's, from this request. */
  audit(entry: Pick<AuditEntryInput, 'action' | 'target' | 'before' | 'after'>): Promise<void>;
}

/**
 * Runs a staff action (anything a desk call changes) in one transaction that first takes the
 * acting account's row, and those of the accounts in `lock`, for update, in id order, and checks
 * again that the session is live and the account still active and allowed. So an action and the
 * owner disabling its account come one after the other: the action lands before the disable, or
 * it is refused (401), never after. Do no slow work (hashing, a provider's call) inside `act`:
 * do it before, and hand the result in.
 */
export async function staffAction<T>(
  deps: DeskDeps,
  c: Context,
  permission: Permission,
  lock: string[],
  act: (ctx: StaffActionContext) => Promise<T>,
): Promise<T> {
  const session = sessionOf(c);
  const now = deps.now();
  const source = requestSource(c, deps);
  return deps.db.transaction(async (tx) => {
    const rows = await lockStaff(tx, [...new Set([session.staff.id, ...lock])]);
    const actor = rows.find((r) => r.id === session.staff.id);
    if (!actor?.active || !(await sessionIsLive(tx, session.sessionId, now)))
      throw new RefusedCall('no-session', 401, SESSION_ENDED, session.staff);
    if (!roleMay(actor.role, permission)) throw new RefusedCall('role', 403, notAllowed(actor.role), actor);
    const locked = new Map(rows.filter((r) => r.id !== actor.id || lock.includes(actor.id)).map((r) => [r.id, r]));
    return act({
      tx,
      actor,
      locked,
      now,
      audit: (entry) => recordAudit(tx, { ...entry, ...source, at: now, staffId: actor.id, staffName: actor.name }),
    });
  });
}
