import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { STOPPED_MIDWAY } from '../../server/site/releaseTypes.ts';
import { swapSite } from '../../server/site/swapSite.ts';
import { waitFor } from '../support/waitFor.ts';

/**
 * A real server process (server/main.ts) stopped with SIGTERM while it works: a download in
 * flight finishes, new connections are refused, the Publish it was building is ended and its build
 * lease handed back, and the process exits 0.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'theatre-stop-'));
const TOKEN = 'admin-token-for-the-stop-test';
/** Larger than what the sockets' buffers hold, so the download is in flight until the client reads it. */
const BIG = 48 * 1024 * 1024;
let child: ChildProcess | undefined;
/** Bounds, not waits: a new data folder is migrated and seeded at start, which took past 90 s on a busy machine. */
const BOUND = 300;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A phone's slow download: the response's head, then the body only when `read` is called. */
function slowDownload(url: string): Promise<{ res: IncomingMessage; read: () => Promise<number> }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.pause();
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      const done = new Promise<number>((ok, fail) => {
        res.once('end', () => ok(bytes));
        res.once('error', fail);
      });
      resolve({ res, read: () => (res.resume(), done) });
    }).once('error', reject);
  });
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    (err: Error & { cause?: { code?: string } }) => err.cause?.code === 'ECONNREFUSED',
  );

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new connections, hands back the build lease and exits 0', async () => {
    const site = join(dir, 'first-build');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><p>Home</p>');
    writeFileSync(join(site, 'big.bin'), Buffer.alloc(BIG, 7));
    const siteDir = join(dir, 'dist');
    await swapSite(siteDir, site);
    const dataDir = join(dir, 'data');

    child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SITE_DIR: siteDir,
        ADMIN_TOKEN: TOKEN,
        SITE_IMAGES: 'original',
        SHUTDOWN_GRACE_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    const port = await waitFor(
      'the server to listen',
      async () => (child!.exitCode !== null ? 'stopped' : /listening on http:\/\/[^:]+:(\d+)\//.exec(out)?.[1]),
      BOUND,
    );
    if (port === 'stopped') throw new Error(`The server stopped:\n${out}`);
    const origin = `http://127.0.0.1:${port}`;
    await waitFor('the server to be ready', async () => ((await fetch(`${origin}/readyz`)).status === 200 ? true : undefined), BOUND);

    // A Publish: this process holds the build lease while astro builds.
    const asked = await fetch(`${origin}/admin/rebuild`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(asked.status).toBeLessThan(300);
    const status = (await (await fetch(`${origin}/admin/rebuild`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as {
      running: boolean;
    };
    expect(status.running).toBe(true);

    const download = await slowDownload(`${origin}/big.bin`);
    expect(download.res.statusCode).toBe(200);

    child.kill('SIGTERM');
    await waitFor('new connections to be refused', async () => ((await refused(`${origin}/healthz`)) ? true : undefined), BOUND);
    const read = await download.read().catch((err: Error) => `${err.message}:\n${out}`);
    expect(read).toBe(BIG);
    expect(await exited).toBe(0);

    const db = await openDatabase({ dataDir });
    try {
      expect(await db.query('select holder from site_build_lease')).toEqual([{ holder: null }]);
      const [release] = await db.query<{ status: string; error: string }>(
        `select status, error from site_releases where kind = 'publish' order by requested_at desc limit 1`,
      );
      expect(release).toEqual({ status: 'failed', error: STOPPED_MIDWAY });
    } finally {
      await db.close();
    }
  });
});
