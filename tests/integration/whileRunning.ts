import type { ChildProcess } from 'node:child_process';
import { waitFor } from '../support/waitFor.ts';

/**
 * How long an integration test waits for a server's sign (up, a build done) at the most: as long as
 * Vitest gives the test or hook (vitest.config.ts), less the time to say what it was waiting for.
 * A real build on a machine busy with other work takes what it takes; a server that stops is not
 * waited for at all (whileRunning).
 */
export const AS_LONG_AS_THE_TEST = 570;

const STOPPED = Symbol('stopped');

/** Asks `probe` until it answers, while `child` runs: a child that exits fails the wait at once, with how it ended. */
export async function whileRunning<T>(child: ChildProcess, what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const stopped = () => child.exitCode !== null || child.signalCode !== null;
  const value = await waitFor<T | typeof STOPPED>(what, async () => (stopped() ? STOPPED : probe()), AS_LONG_AS_THE_TEST);
  if (value === STOPPED) throw new Error(`The server stopped (${child.signalCode ?? `exit code ${child.exitCode}`}) before ${what}.`);
  return value;
}
