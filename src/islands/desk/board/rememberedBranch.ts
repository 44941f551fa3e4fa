/** The branch this device last showed: a tablet at a branch opens on it. */
const BRANCH_KEY = 'desk.board.branch';

export const rememberedBranch = (): string | undefined => {
  try {
    return localStorage.getItem(BRANCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

export const rememberBranch = (branch: string) => {
  try {
    localStorage.setItem(BRANCH_KEY, branch);
  } catch {
    // a private window may refuse: the board opens on the member's first branch next time
  }
};
