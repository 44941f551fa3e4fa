import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release } from '../../src/lib/api/deskReleases.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { cookieOf, deskCall, overHttp, SITE, type App } from '../api/deskFixtures.ts';
import { freshPostgres } from '../api/harness.ts';
import { whileRunning } from './whileRunning.ts';

/**
 * A server started while another publishes, each as `npm start` runs it, over one PostgreSQL and
 * one site folder (two processes behind a load balancer, the real astro build): the starting
 * server's own build waits for the Publish under the build lease, then builds the content that
 * Publish made live, so the pages served, the live content and the release records agree.
 */

interface Server {
  process: ChildProcess;
  /** What it printed, a line at a time. */
  lines: string[];
  origin: string;
  app: App;
}

let database: Awaited<ReturnType<typeof freshPostgres>>;
let db: pg.Client;
const dir = mkdtempSync(join(tmpdir(), 'theatre-start-during-publish-'));
const siteDir = join(dir, 'dist');
const servers: Server[] = [];

/** `npm start` on a free port (PORT=0), found from the line that says where its API is. */
async function start(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, ['scripts/start.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: database.url,
      SITE_DIR: siteDir,
      SITE_URL: SITE,
      API_ORIGIN: '',
      // The releases are under test, not the images: they are copied as they are.
      SITE_IMAGES: 'original',
      NODE_ENV: 'development',
    },
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  const server = { process: child, lines } as Server;
  servers.push(server);
  const port = await printed(server, /API \(postgres\) ready at http:\/\/localhost:(\d+)\//);
  server.origin = `http://127.0.0.1:${port[1]}`;
  server.app = overHttp(server.origin);
  return server;
}

/** The first line the server printed that matches, once it has printed it. */
const printed = (s: Server, pattern: RegExp) =>
  whileRunning(
    s.process,
    `the server to print ${pattern}`,
    async () => s.lines.map((l) => pattern.exec(l)).find((m) => m !== null) ?? undefined,
  );

async function stop(s: Server): Promise<void> {
  if (s.process.exitCode !== null) return;
  const exited = new Promise((r) => s.process.once('exit', r));
  s.process.kill('SIGTERM');
  await exited;
}

const statusOn = async (s: Server, cookie: string) =>
  (await deskCall(s.app, 'releaseStatus', {}, { cookie })).body.status as { build: Release | null; live: Release | null };
const pageOn = async (s: Server, path: string) => (await fetch(`${s.origin}${path}`)).text();

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through `npm run test:integration`, which provides a PostgreSQL (TEST_DATABASE_URL).');
  database = await freshPostgres(adminUrl);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map(stop));
  await db?.end();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server started while another publishes', () => {
  it('waits for the Publish, builds the content it made live, and the pages and the release records agree', async () => {
    const A = await start(['--no-build']);
    const editor = DEV_STAFF.find((s) => s.role === 'editor')!;
    const signedIn = await deskCall(A.app, 'signIn', { login: editor.login, password: editor.password });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const cookie = cookieOf(signedIn);

    const faq = (await deskCall(A.app, 'recordList', { kind: 'faq' }, { cookie })).body.records[0];
    const question = `Can we bring our own candles? (published ${Date.now()})`;
    const saved = await deskCall(
      A.app,
      'recordSave',
      { kind: 'faq', id: faq.id, fields: { ...faq.fields, question } },
      { cookie, headers: { 'if-match': String(faq.version) } },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const asked = await deskCall(A.app, 'releasePublish', {}, { cookie });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const publishId: string = asked.body.release.id;
    await whileRunning(
      A.process,
      'the Publish to be building',
      async () => (await statusOn(A, cookie)).build?.status === 'building' || undefined,
    );

    // The second server starts now, its own build of the site due at once.
    const B = await start([]);
    await printed(B, /Another server process is building the site; this one waits/);
    await printed(B, /Site and API ready at/);

    const status = await statusOn(B, cookie);
    const releases = (
      await db.query<{ id: string; status: string; requested_by_name: string; built_on: string; content_version: string; dir: string }>(
        'select id, status, requested_by_name, built_on, content_version, dir from site_releases order by started_at',
      )
    ).rows;
    const publish = releases.find((r) => r.id === publishId)!;
    const live = releases.find((r) => r.status === 'live')!;
    expect(publish.status).toBe('replaced');
    // The server's build went live after the Publish, built on the content it made live.
    expect(live).toMatchObject({ requested_by_name: 'Server start', built_on: publish.content_version });
    expect(status.live?.id).toBe(live.id);
    const [{ version }] = (await db.query<{ version: string }>('select version from site_content_version')).rows;
    expect(live.content_version).toBe(version);
    const [{ content }] = (
      await db.query<{ content: { records: { faq: { fields: { question: string } }[] } } }>(
        'select content from site_releases where id = $1',
        [live.id],
      )
    ).rows;
    expect(content.records.faq.map((f) => f.fields.question)).toContain(question);
    expect((await db.query('select 1 from faqs where question = $1', [question])).rowCount).toBe(1);

    // The pages served, through either server, are the live release's, with the Publish's content.
    expect(resolve(dirname(siteDir), readlinkSync(siteDir))).toBe(live.dir);
    for (const s of [A, B]) expect(await pageOn(s, '/Faqs'), s.origin).toContain(question.replace(/'/g, '&#39;'));
  });
});
