import type { StaffBranches } from '../api/desk.ts';

/**
 * The branch the board opens on. A member of some branches opens on their own: the one this device
 * showed last when it is one of theirs, else the first of theirs. A member of every branch opens on
 * the one this device showed last, or (undefined) the server's first open branch.
 */
export function boardOpeningBranch(theirs: StaffBranches, remembered: string | undefined): string | undefined {
  if (theirs === 'all') return remembered;
  return remembered !== undefined && theirs.includes(remembered) ? remembered : theirs[0];
}
