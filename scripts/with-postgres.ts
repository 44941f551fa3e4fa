import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs a command with TEST_DATABASE_URL naming a real PostgreSQL server: the one already in
 * TEST_DATABASE_URL, or else a throwaway cluster started here from Debian's PostgreSQL binaries
 * (package `postgresql`) and removed afterwards.
 *
 *   node scripts/with-postgres.ts vitest run --project api
 */

function findBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node scripts/with-postgres.ts <command> [args...]');
    return 2;
  }
  if (process.env.TEST_DATABASE_URL) return run(cmd, args, process.env);

  const bin = findBin();
  if (!bin) {
    console.error(
      'These tests need PostgreSQL. Install it with `apt-get install postgresql` (.ci/run does), ' +
        'or set TEST_DATABASE_URL to a server where the user may create databases.',
    );
    return 1;
  }
  const dir = mkdtempSync(join(tmpdir(), 'theatre-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const pgCtl = (...a: string[]) => {
    const [c, ca] = asPostgres(join(bin, 'pg_ctl'), a);
    execFileSync(c, ca, { stdio: 'pipe' });
  };
  try {
    const [c, ca] = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    execFileSync(c, ca, { stdio: 'pipe' });
    // fsync off: a throwaway test cluster, rebuilt every run.
    pgCtl('-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start');
    console.log(`PostgreSQL (${bin.split('/').at(-2)}) for the tests on 127.0.0.1:${port}`);
    return await run(cmd, args, { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
  } catch (err) {
    const out = (err as { stderr?: Buffer }).stderr?.toString();
    console.error(`Could not start a PostgreSQL for the tests: ${out || (err as Error).message}`);
    return 1;
  } finally {
    try {
      pgCtl('-D', data, '-m', 'fast', '-w', 'stop');
    } catch {
      // it did not start: nothing to stop
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then((code) => process.exit(code));
