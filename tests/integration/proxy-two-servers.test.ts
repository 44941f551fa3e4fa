import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { cookieOf, deskCall, overHttp } from '../api/deskFixtures.ts';
import { freshPostgres } from '../api/harness.ts';
import { startFleet, type Fleet, type FleetServer } from '../support/caddyFleet.ts';
import { streamPages } from '../support/caddyPageStream.ts';
import { whileRunning } from './whileRunning.ts';

/**
 * The product as docs/deploy.md deploys it on several machines: Caddy, started from
 * deploy/Caddyfile, in front of two servers (`npm start` each) with separate SITE_DIRs on one
 * PostgreSQL. A Publish through one server is served through the proxy from both; visitors reading
 * through the proxy across the swap, and across a SIGTERM of one server, never see an error nor a
 * half site; and the server sees the visitor's own address, never one the visitor wrote.
 */

let database: Awaited<ReturnType<typeof freshPostgres>>;
let fleet: Fleet;
let A: FleetServer;
let B: FleetServer;

/** Text as the built pages carry it (Astro escapes these five). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const pageOf = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text();

/** A POST to the proxy from another loopback address (127.0.0.2), as a visitor elsewhere would send it. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through `npm run test:integration`, which provides a PostgreSQL (TEST_DATABASE_URL).');
  database = await freshPostgres(adminUrl);
  fleet = await startFleet({ databaseUrl: database.url, servers: 2 });
  [A, B] = fleet.servers;
});

afterAll(async () => {
  await fleet?.stop();
  await database?.drop();
});

describe('two servers behind Caddy on one PostgreSQL', () => {
  it("takes the visitor's address from the proxy, never from a header the visitor wrote", async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const status = await postFrom(
        '127.0.0.2',
        `${fleet.proxy.origin}/v1/desk/sign-in`,
        { login: 'nobody@example.com', password: 'not the password' },
        { origin: fleet.proxy.origin, 'x-forwarded-for': '203.0.113.7' },
      );
      expect(status).toBe(401);
      const [entry] = (await db.query<{ client_address: string }>('select client_address from audit_log order by id desc limit 1')).rows;
      expect(entry.client_address).toBe('127.0.0.2');
    } finally {
      await db.end();
    }
  });

  it('serves a Publish made through one server from both, and visitors see no error and no half site across the swap and a SIGTERM', async () => {
    const proxy = fleet.proxy.origin;
    const desk = overHttp(proxy);
    const editor = DEV_STAFF.find((s) => s.role === 'editor')!;
    const signedIn = await deskCall(desk, 'signIn', { login: editor.login, password: editor.password }, { origin: proxy });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const cookie = cookieOf(signedIn);

    const faq = (await deskCall(desk, 'recordList', { kind: 'faq' }, { cookie })).body.records[0];
    const before = asHtml(faq.fields.question);
    const question = `Can we bring our own candles? (published ${Date.now()})`;
    const after = asHtml(question);
    for (const origin of [proxy, A.origin, B.origin]) expect(await pageOf(origin, '/Faqs'), origin).toContain(before);

    // Visitors read /Faqs through the proxy from now until the end.
    const visitors = streamPages(proxy, '/Faqs', () => [before, after]);
    try {
      const saved = await deskCall(
        desk,
        'recordSave',
        { kind: 'faq', id: faq.id, fields: { ...faq.fields, question } },
        { cookie, origin: proxy, headers: { 'if-match': String(faq.version) } },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Published through A alone; B has only the database to learn of it from.
      const published = await deskCall(overHttp(A.origin), 'releasePublish', {}, { cookie, origin: proxy });
      expect(published.status, JSON.stringify(published.body)).toBe(200);

      for (const [server, origin] of [
        [A, A.origin],
        [B, B.origin],
        [A, proxy],
      ] as const) {
        await whileRunning(server.child, `${origin}/Faqs to show the Publish`, async () =>
          (await pageOf(origin, '/Faqs')).includes(after) ? true : undefined,
        );
      }
      const readsAtSwap = visitors.reads();

      // B is stopped as systemd stops it; the visitors go on reading through A.
      const exited = new Promise<number | null>((resolve) => B.child.once('exit', (code) => resolve(code)));
      B.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const readsAtExit = visitors.reads();
      await whileRunning(
        A.child,
        'visitors to read /Faqs 20 times more after B stopped',
        async () => visitors.reads() >= readsAtExit + 20 || undefined,
      );
      expect(readsAtExit).toBeGreaterThan(readsAtSwap);
    } finally {
      await visitors.stop();
    }
    expect(visitors.failures()).toEqual([]);
    // Both releases were read whole through the proxy, and the last reads were the new one's.
    expect(visitors.seen().get(before)).toBeGreaterThan(0);
    expect(visitors.seen().get(after)).toBeGreaterThan(20);
  });
});
