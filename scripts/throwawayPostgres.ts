import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

/**
 * A PostgreSQL cluster for one run, from Debian's binaries (package `postgresql`), in a temporary
 * folder on a free loopback port; `stop()` removes it. Tests and benchmarks use it when
 * TEST_DATABASE_URL does not name a server.
 */
export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): void;
}

export const POSTGRES_MISSING =
  'PostgreSQL is needed here. Install it with `apt-get install postgresql` (.ci/run does), ' +
  'or set TEST_DATABASE_URL to a server where the user may create databases.';

function findBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function run(cmd: string, args: string[]): void {
  const [c, a] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(c, a, { stdio: 'pipe' });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'theatre-pg-'));
  if (process.getuid?.() === 0) {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // it did not start: nothing to stop
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    // fsync off: a cluster rebuilt every run, never holding anything to keep.
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (err) {
    stop();
    const out = (err as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`Could not start a PostgreSQL: ${out || (err as Error).message}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
