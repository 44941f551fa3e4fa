import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock.ts';
import { openDatabase } from '../../server/db/open.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The Node running the tests: npm installs one into node_modules/.bin only on Linux x64. */
const node = process.execPath;
const folders: string[] = [];
/**
 * How long a server may take to start or stop before the test says so: bounds, not waits. A start
 * (a new data folder migrated and seeded) takes seconds on an idle machine and took past 90 s where
 * other work shared the cores.
 */
const START_BOUND = 300_000;
const children: ChildProcess[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'theatre-lock-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  /** The port once it listens; rejects with its output if it exits first. */
  listening: Promise<number>;
  exited: Promise<number | null>;
}

function startServer(dataDir: string): Server {
  const child = spawn(node, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SITE_DIR: '', DATABASE_URL: '', ENQUIRY_RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${START_BOUND / 1000} s:\n${out}`)), START_BOUND);
    child.stdout!.on('data', () => {
      const port = /listening on http:\/\/[^:]+:(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before listening:\n${out}`));
    });
  });
  listening.catch(() => {});
  return { child, output: () => out, listening, exited };
}

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)));
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A pid that was alive a moment ago and is not now. */
async function deadPid(): Promise<number> {
  const child = spawn(node, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid!;
  await new Promise((r) => child.once('exit', r));
  return pid;
}

describe('two servers on one data folder', () => {
  it('the second refuses to start, naming the folder and the first; the first keeps serving', { timeout: 3 * START_BOUND }, async () => {
    const dir = folder();
    const first = startServer(dir);
    const port = await first.listening;

    const second = startServer(dir);
    const code = await within(second.exited, START_BOUND, 'the second server');
    expect(code).not.toBe(0);
    expect(second.output()).toContain('The server could not start');
    expect(second.output()).toContain(dir);
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    const res = await fetch(`http://127.0.0.1:${port}/v1/theatre/web/addenquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera',
        email: 'meera@example.com',
        mobileNumber: '9000000002',
        description: 'Birthday',
        eventName: 'Birthday',
      }),
    });
    expect(res.status).toBe(200);

    // The first stops cleanly, releasing the folder; what it answered 200 for is there.
    first.child.kill('SIGTERM');
    expect(await within(first.exited, START_BOUND, 'stopping the first server')).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const db = await openDatabase({ dataDir: dir, seed: false });
    try {
      expect((await db.query<{ name: string }>('select name from enquiries')).map((r) => r.name)).toEqual(['Meera']);
    } finally {
      await db.close();
    }
  });
});

describe('the lock of a process that is gone', () => {
  it('is taken over when its pid is dead', async () => {
    const dir = folder();
    const pid = await deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, since: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('is taken over when its pid now belongs to another process (another start time)', () => {
    const dir = folder();
    // This process's pid, as if an earlier process had had it: Linux tells the start times apart.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, since: '2026-01-01T00:00:00.000Z', processStart: '1' }));
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('is taken over when the file is not a lock this code wrote', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('is not taken over from a live process', async () => {
    const dir = folder();
    const alive = spawn(node, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(alive);
    const lockText = JSON.stringify({ pid: alive.pid, since: '2026-01-01T00:00:00.000Z' });
    writeFileSync(join(dir, LOCK_FILE), lockText);
    try {
      expect(() => lockDataDir(dir)).toThrow(`pid ${alive.pid}`);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(lockText);
    } finally {
      alive.kill('SIGKILL');
    }
  });
});

describe('one process', () => {
  // Opening PGlite takes seconds, many more on a busy machine.
  it('cannot open a folder twice, and can reopen it once closed', { timeout: 2 * START_BOUND }, async () => {
    const dir = folder();
    const first = await openDatabase({ dataDir: dir, seed: false });
    let firstOpen = true;
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `The data folder ${dir} is in use by this same process (pid ${process.pid})`,
      );
      await first.close();
      firstOpen = false;
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
      const again = await openDatabase({ dataDir: dir, seed: false });
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
      await again.close();
    } finally {
      if (firstOpen) await first.close();
    }
  });

  it('wipes a folder for a fresh start only once it holds it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    const held = lockDataDir(dir);
    try {
      await expect(openDatabase({ dataDir: dir, fresh: true })).rejects.toThrow('is in use by this same process');
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      held.release();
    }
  });
});
