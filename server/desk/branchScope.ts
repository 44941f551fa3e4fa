import type { Context } from 'hono';
import { deskBranchScopes, type BranchScope } from '../../src/lib/api/deskBranchScopes.ts';
import { deskRoutes, type DeskRoute, type DeskRouteName } from '../../src/lib/api/deskRoutes.ts';
import type { DeskBranch } from '../../src/lib/api/deskBookings.ts';
import { fieldError } from '../booking/errors.ts';
import type { Queryable } from '../db/database.ts';
import { bookingBranchId } from '../repo/bookingBranch.ts';
import { findTheatre, theatresByBranch } from '../repo/theatres.ts';
import { sessionOf } from './access.ts';
import { openBranches } from './branches.ts';
import type { DeskDeps } from './deskDeps.ts';
import { RefusedCall } from './refusals.ts';

/** Each call's scope by its method and path (the gate knows a call by those, not by its name). */
const SCOPES = new Map<string, readonly BranchScope[]>(
  (Object.keys(deskRoutes) as DeskRouteName[]).map((name) => [
    `${deskRoutes[name].method} ${deskRoutes[name].path}`,
    deskBranchScopes[name],
  ]),
);

/** The branches a signed-in member works at (null: every branch), as the account says on this call. */
export const branchesOf = (c: Context): readonly string[] | null => sessionOf(c).staff.branchIds;

/** Whether a member works at this branch. */
export const worksAt = (c: Context, branchId: string): boolean => branchesOf(c)?.includes(branchId) ?? true;

/** Keeps, of rows over branches, those of the member's branches (all for a member of every branch). */
export const ofTheirBranches = <T>(c: Context, rows: readonly T[], branchIdOf: (row: T) => string): T[] => {
  const theirs = branchesOf(c);
  return theirs ? rows.filter((r) => theirs.includes(branchIdOf(r))) : [...rows];
};

/** The ids of the theatres of the member's branches, or null for a member of every branch. */
export async function theirTheatres(deps: DeskDeps, c: Context): Promise<Set<string> | null> {
  const theirs = branchesOf(c);
  if (!theirs) return null;
  const byBranch = await theatresByBranch(deps.db);
  return new Set(theirs.flatMap((id) => (byBranch.get(id) ?? []).map((t) => t._id)));
}

const namesIn = (ids: readonly string[], open: readonly DeskBranch[]): string => {
  const names = ids.map((id) => open.find((b) => b.id === id)?.name ?? id);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * The branch check of every desk call, after its input is read and before the call does anything:
 * a member given some branches (not all) is refused (403, counted in the audit log as a refusal of
 * 'branch') a call about a booking, theatre or branch of another branch, in words that name both.
 * What does not exist is left to the call's own answer (404, 400). Answers the input the call gets:
 * the board without a branch is the member's first branch.
 */
export async function checkBranchScope<T>(deps: DeskDeps, c: Context, route: DeskRoute, input: T): Promise<T> {
  if (route.permission === 'public') return input;
  const session = sessionOf(c);
  const theirs = session.staff.branchIds;
  if (!theirs) return input;
  // Every mounted call is one of deskRoutes, each with its scopes.
  const scopes = SCOPES.get(`${route.method} ${route.path}`) ?? [];
  const fields = (input ?? {}) as Record<string, unknown>;
  const refuse = async (what: string, branchId: string): Promise<never> => {
    const open = await openBranches(deps.db);
    const there = namesIn([branchId], open);
    const words = what ? `; ${what} is at ${there}.` : `, not at ${there}.`;
    throw new RefusedCall('branch', 403, `You work at ${namesIn(theirs, open)}${words}`, session.staff);
  };
  let scoped = input;
  for (const scope of scopes) {
    if (scope === 'booking' && typeof fields.bookingId === 'string') {
      const branch = await bookingBranchId(deps.db, fields.bookingId);
      if (branch !== undefined && !theirs.includes(branch)) await refuse('this booking', branch);
    }
    if (scope === 'theatre' && typeof fields.theatreId === 'string') {
      const address = (await findTheatre(deps.db, fields.theatreId))?.address;
      const branch = typeof address === 'object' ? address._id : undefined;
      if (branch !== undefined && !theirs.includes(branch)) await refuse('that theatre', branch);
    }
    if ((scope === 'branch' || scope === 'branches') && typeof fields.branch === 'string' && !theirs.includes(fields.branch))
      await refuse('', fields.branch);
    if (scope === 'branch' && fields.branch === undefined) scoped = { ...fields, branch: theirs[0] } as T;
  }
  return scoped;
}

/**
 * The branch a board screen (the day, the week) shows: the one asked for, else the first open one,
 * and the branches its picker offers, a member's own (another's is refused before: checkBranchScope).
 */
export async function shownBranch(db: Queryable, c: Context, branch: string | undefined) {
  const branches = await openBranches(db);
  const shown = branch === undefined ? branches[0] : branches.find((b) => b.id === branch);
  if (!shown && branch !== undefined) throw fieldError('branch', 'is not an open branch');
  return { shown: shown ?? null, branches: ofTheirBranches(c, branches, (b) => b.id) };
}
