/**
 * What this device remembers for the board (localStorage): a tablet at a branch opens on it, and
 * the sound of new bookings stays as the person set it. A private window may refuse to store: the
 * board then opens on the member's first branch, and the sound holds until the page is left.
 */

const read = (key: string): string | undefined => {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // refused: remembered for this page only
  }
};

const BRANCH_KEY = 'desk.board.branch';
const SOUND_KEY = 'desk.board.sound';

/** The branch this device last showed. */
export const rememberedBranch = (): string | undefined => read(BRANCH_KEY);
export const rememberBranch = (branch: string): void => write(BRANCH_KEY, branch);

/** Whether this device sounds a new booking: off until the person switches it on. */
export const soundIsOn = (): boolean => read(SOUND_KEY) === 'on';
export const rememberSound = (on: boolean): void => write(SOUND_KEY, on ? 'on' : 'off');
