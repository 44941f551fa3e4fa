import type { StaffBranches } from '../../src/lib/api/desk.ts';
import type { DeskBranch } from '../../src/lib/api/deskBookings.ts';
import type { Role } from '../../src/lib/desk/permissions.ts';
import { badRequest } from '../http/errors.ts';
import type { StaffRow } from '../repo/staff.ts';

export const OWNER_EVERY_BRANCH = 'branches must be all for an owner: the owner works at every branch';

/** A refusal of one field of a staff form, in the words the form shows at it. */
export const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] });

/**
 * The branch ids to store for a member of this role given these branches (null: every branch):
 * an owner has every branch, and each branch named must be open (400 on `branches` otherwise).
 */
export function branchIdsFor(role: Role, branches: StaffBranches, open: readonly DeskBranch[]): string[] | null {
  if (branches === 'all') return null;
  if (role === 'owner') throw fieldError('branches', OWNER_EVERY_BRANCH);
  const stranger = branches.find((id) => !open.some((b) => b.id === id));
  if (stranger !== undefined) throw fieldError('branches', `names ${JSON.stringify(stranger.slice(0, 64))}, which is not an open branch`);
  // In the site's order, so that the first is the one the board opens on.
  return open.filter((b) => branches.includes(b.id)).map((b) => b.id);
}

/** An account's details as the audit log keeps them before and after a change: its branches by name. */
export const detailsForAudit = (row: Pick<StaffRow, 'name' | 'login' | 'role' | 'branchIds'>, open: readonly DeskBranch[]) => ({
  name: row.name,
  login: row.login,
  role: row.role,
  branches: row.branchIds ? row.branchIds.map((id) => open.find((b) => b.id === id)?.name ?? id).join(', ') : 'all',
});
