import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../api/harness.ts';
import { startProduct, type Product } from '../support/startProduct.ts';
import { whileRunning } from './whileRunning.ts';

/**
 * The whole product as `npm start` runs it, on a real PostgreSQL (so that this test can change
 * content in the database while the server runs), with the content editors' rebuild trigger.
 */
const TOKEN = 'editor-secret-token';

let server: Product | undefined;
/** The server's, on a port of its own. */
let ORIGIN = '';
let database: Awaited<ReturnType<typeof freshPostgres>>;
let db: pg.Client;
const dir = mkdtempSync(join(tmpdir(), 'theatre-rebuild-'));

const rebuild = (method: 'GET' | 'POST', token = TOKEN) =>
  fetch(`${ORIGIN}/admin/rebuild`, { method, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through `npm run test:integration`, which provides a PostgreSQL (TEST_DATABASE_URL).');
  database = await freshPostgres(adminUrl);
  // The rebuild is under test, not the images: they are copied as they are (SITE_IMAGES).
  server = await startProduct([], {
    DATABASE_URL: database.url,
    SITE_DIR: join(dir, 'dist'),
    ADMIN_TOKEN: TOKEN,
    API_ORIGIN: '',
    SITE_IMAGES: 'original',
  });
  ORIGIN = server.origin;
  await whileRunning(server.child, 'the first build', async () => ((await fetch(`${ORIGIN}/Faqs`)).status === 200 ? true : undefined));
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await server?.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the rebuild trigger', () => {
  it('refuses a request without the admin token', async () => {
    expect((await fetch(`${ORIGIN}/admin/rebuild`, { method: 'POST' })).status).toBe(401);
    expect((await rebuild('POST', 'wrong-token-of-same-size')).status).toBe(401);
  });

  it('shows a FAQ changed in the database on /Faqs, coalescing triggers, never serving a half-built page', async () => {
    const [{ id, question }] = (await db.query('select id, question from faqs order by sort, id limit 1')).rows;
    expect(await (await fetch(`${ORIGIN}/Faqs`)).text()).toContain(question);
    const changed = `Can we bring our own decorations? (changed ${Date.now()})`;
    await db.query('update faqs set question = $1 where id = $2', [changed, id]);

    const first = await (await rebuild('POST')).json();
    const second = await (await rebuild('POST')).json();
    // A trigger is a Publish: stored, then built at once when this server gets to it first; a second
    // one while that build is asked for waits for it. Both may be served by one build (its drafts are
    // frozen when it starts), so a loaded machine sees one build or two.
    expect(first.message).toMatch(/^(Rebuild started\.|A rebuild is running; another will follow it\.)$/);
    expect(second.message).toMatch(/another will follow/);

    // Meanwhile every request gets a whole page, old or new.
    let served = 0;
    for (;;) {
      const status = await (await rebuild('GET')).json();
      const res = await fetch(`${ORIGIN}/Faqs`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      served += 1;
      if (!status.running && !status.queued) {
        expect(status.lastError).toBeNull();
        expect([1, 2]).toContain(status.builds);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(served).toBeGreaterThan(1);
    const after = await (await fetch(`${ORIGIN}/Faqs`)).text();
    expect(after).toContain(changed.replace(/'/g, '&#39;'));
  });
});
