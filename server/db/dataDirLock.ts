import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process at a time per embedded-database folder. PGlite takes no lock of its own, and two
 * processes on one folder each keep their own copy in memory: the one that writes last wins, and
 * writes the other already answered 200 for are lost. So the folder holds a lock file naming its
 * process, and a second process refuses to start.
 */

/** The lock file, inside the data folder so that it needs no more permissions than the data. */
export const LOCK_FILE = 'server.lock';

/** What the lock file holds: enough to name the process, and to tell a live one from a dead one. */
interface Holder {
  pid: number;
  /** When it took the lock, for the message. */
  since: string;
  /** The process's start time in clock ticks since boot (Linux), to see through pid reuse. */
  processStart?: string;
}

export class DataDirInUseError extends Error {
  readonly dir: string;
  readonly holder: Holder;
  constructor(dir: string, holder: Holder) {
    const who = holder.pid === process.pid ? `this same process (pid ${holder.pid})` : `another process (pid ${holder.pid})`;
    super(
      `The data folder ${dir} is in use by ${who}, which opened it at ${holder.since}. ` +
        'One server at a time uses a data folder: stop that one first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
    this.dir = dir;
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Removes the lock file, if it is still ours. Safe to call twice. */
  release(): void;
}

/** State and start time from /proc/<pid>/stat; undefined where there is no /proc (macOS, Windows) or no such process. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = procStat(holder.pid);
  if (now?.state === 'Z') return false; // exited, not yet reaped by its parent
  // A live pid with another start time is a new process that was given a dead one's pid.
  return !(holder.processStart && now && now.start !== holder.processStart);
}

function parse(text: string): Holder | undefined {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(h.pid) && (h.pid as number) > 0 && typeof h.since === 'string' ? (h as Holder) : undefined;
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Creates the lock file with its whole content at once: written aside, then hard-linked into
 * place, which fails when a lock file is there. (An exclusive create followed by a write would
 * let another process read it empty in between, and take it for a broken one.)
 */
function tryCreate(lockPath: string, content: string): boolean {
  const aside = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Removes a dead holder's lock file, if it still holds `seen`. Two processes that both found it
 * dead must not both remove it: the second would remove the first one's new lock. So removing
 * happens only inside a takeover folder that one process at a time can create. Answers whether
 * the caller may try again at once.
 */
function removeStale(lockPath: string, seen: string): boolean {
  const guard = `${lockPath}.takeover`;
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Left by a process that died in the middle of a takeover, which takes microseconds.
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) rmdirSync(guard);
    return false;
  }
  try {
    if (readText(lockPath) === seen) unlinkSync(lockPath);
  } finally {
    rmdirSync(guard);
  }
  return true;
}

/**
 * Locks `dir` for this process, or throws DataDirInUseError naming the live process that has it.
 * A lock left by a process that is gone is taken over. The lock also goes when the process exits
 * normally; after a crash or SIGKILL it stays, and the next start sees that its holder is gone.
 * Limits: a pid reused by another process is seen through only where /proc tells start times
 * (Linux); and a folder shared by two machines (network file system) is not covered.
 */
export function lockDataDir(dir: string): DataDirLock {
  dir = resolve(dir);
  const lockPath = join(dir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, since: new Date().toISOString(), processStart: procStat(process.pid)?.start };
  const content = JSON.stringify(mine);
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(lockPath, content)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Never remove a lock file that is not ours any more.
        if (readText(lockPath) === content) unlinkSync(lockPath);
      };
      process.on('exit', release);
      return { release };
    }
    const seen = readText(lockPath);
    if (seen === undefined) continue; // released meanwhile
    const holder = parse(seen);
    // A file that does not parse was not written by this code: no live holder stands behind it.
    if (holder && isAlive(holder)) throw new DataDirInUseError(dir, holder);
    if (!removeStale(lockPath, seen)) pause(25);
  }
  throw new Error(`Could not lock the data folder ${dir}: other processes kept taking it over.`);
}
