import type { StaffMember } from '../../src/lib/api/desk.ts';
import type { StaffRow } from '../repo/staff.ts';

/**
 * An account as the desk shows it and the audit log records it: never its password hash.
 * `lockedUntil`: when failed sign-ins lock it (staffLocks.ts).
 */
export const memberOf = (row: StaffRow, lockedUntil?: number): StaffMember => ({
  id: row.id,
  name: row.name,
  login: row.login,
  role: row.role,
  branches: row.branchIds ?? 'all',
  active: row.active,
  lockedUntil: lockedUntil === undefined ? null : new Date(lockedUntil).toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const staffTarget = (id: string): string => `staff:${id}`;
