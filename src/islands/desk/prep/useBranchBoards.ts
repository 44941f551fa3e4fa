import { useQueries } from '@tanstack/react-query';
import type { BoardResponse, DeskBranch } from '../../../lib/api/deskBookings.ts';
import { deskApi, type DeskError } from '../deskApi.ts';
import { deskKey } from '../deskQuery.ts';

export interface BranchBoards {
  /** Each branch's board, in the branches' order, once every one has come. */
  boards: BoardResponse[] | null;
  /** The first branch the server would not read, with its words. */
  error: string;
}

/**
 * Every branch's board of a day, for the owner's all-branches prep list: the board each branch's
 * staff print, read through the same call (and kept under the same key, so a branch already shown
 * is not read twice). Nothing is read until `enabled`.
 */
export function useBranchBoards(branches: readonly DeskBranch[], date: string, enabled: boolean): BranchBoards {
  const results = useQueries({
    queries: branches.map((b) => ({
      queryKey: deskKey('board', { branch: b.id, date }),
      queryFn: () => deskApi.board({ branch: b.id, date }),
      enabled,
    })),
  });
  const failed = results.find((r) => r.error);
  const error = failed ? (failed.error as DeskError).message : '';
  const boards = results.every((r) => r.data) ? results.map((r) => r.data as BoardResponse) : null;
  return { boards, error };
}
