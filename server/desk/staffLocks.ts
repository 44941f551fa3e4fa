import type { StaffMember } from '../../src/lib/api/desk.ts';
import type { Queryable } from '../db/database.ts';
import type { StaffRow } from '../repo/staff.ts';
import type { DeskDeps } from './deskDeps.ts';
import { memberOf } from './staffMember.ts';
import { loginClient } from './signInThrottle.ts';

/**
 * The accounts as the owner's Staff screen shows them, each with until when its failed sign-ins
 * lock it to devices it has not signed in from (the 'loginPhone' limit, as the sign-in counts it).
 */
export async function membersWithLocks(deps: DeskDeps, rows: StaffRow[], q: Queryable = deps.db): Promise<StaffMember[]> {
  const until = await deps.rateLimiter.refusedUntil(
    'loginPhone',
    rows.map((r) => loginClient(r.login)),
    q,
  );
  return rows.map((r) => memberOf(r, until.get(loginClient(r.login))));
}

export const memberWithLock = async (deps: DeskDeps, row: StaffRow, q: Queryable = deps.db): Promise<StaffMember> =>
  (await membersWithLocks(deps, [row], q))[0];
