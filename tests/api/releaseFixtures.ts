import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Actor } from '../../server/content/snapshot.ts';
import type { Database } from '../../server/db/database.ts';
import { listen, type Listening } from '../../server/http/listen.ts';
import { buildsDirOf } from '../../server/site/releaseFolders.ts';
import { ReleaseManager } from '../../server/site/releases.ts';
import type { SiteBuild } from '../../server/site/releaseTypes.ts';
import type { FileStore } from '../../server/site/fileStore.ts';
import { siteToServe } from '../../server/site/siteToServe.ts';
import { swapSite } from '../../server/site/swapSite.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { deskApp, type App } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The site's releases (server/site/releases.ts) with the astro build replaced by a fake that does
 * what matters to them: it reads the API through the address it is given (the content-view
 * prefix, drafts laid over the live content; or the plain API, for a server's own build), prints
 * astro's page lines, and writes pages. Each "server process" is an app and a ReleaseManager over
 * the test's one database, listening on a port of its own, as the real server does.
 */

export const ADMIN_TOKEN = 'admin-token-for-the-release-tests';
export const editor: Actor = { staffId: null, staffName: 'Test editor' };

export interface Gate {
  wait: Promise<void>;
  open(): void;
}
export const gate = (): Gate => {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
};

/** The fake astro build, shared by the test's server processes so that it sees them all. */
export class FakeBuilds {
  count = 0;
  running = 0;
  maxRunning = 0;
  /** Builds waiting at their gate now: a test that needs a build held waits for this. */
  held = 0;
  /** The API address of each build, in order. */
  origins: string[] = [];
  /** Set for the next builds: each waits at the gate set when it started, after its first pages. */
  hold: Gate | undefined;
  /** Set for the next builds: they fail with this on stderr. */
  fail: string | undefined;
  /** Set for the next builds: a page names the API address (as a page showing an API image as it is would). */
  leak = false;

  readonly build: SiteBuild = async ({ apiOrigin, outDir, onLine }) => {
    // The gate of this build is the one set when it started, whatever the test sets for the next.
    const hold = this.hold;
    this.count += 1;
    this.origins.push(apiOrigin);
    this.running += 1;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    try {
      onLine('12:00:00 [build] Collecting build info...');
      const res = await fetch(`${apiOrigin}${API_PREFIX}web/allmodules`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status !== 200) throw new Error(`allmodules answered ${res.status}`);
      const questions = ((await res.json()) as { faqs: { question: string }[] }).faqs.map((f) => f.question);
      const image = await fetch(`${apiOrigin}/media/pixel.png`);
      if (image.status !== 200) throw new Error(`the image answered ${image.status}`);
      onLine('\u001b[42m\u001b[30m generating static routes \u001b[39m\u001b[49m');
      onLine('12:00:01   \u001b[34m├─\u001b[39m \u001b[2m/index.html\u001b[22m (+3ms)');
      onLine('12:00:01   ├─ /Faqs/index.html (+2ms)');
      if (hold) {
        this.held += 1;
        await hold.wait;
        this.held -= 1;
      }
      if (this.fail) throw new Error(`The site build failed (exit code 1).\n${this.fail}`);
      const list = `<ul>${questions.map((q) => `<li>${q}</li>`).join('')}</ul>`;
      const img = this.leak ? `${apiOrigin}/media/pixel.png` : '/_astro/pixel.png';
      // Over a kilobyte, so that the page is stored compressed too (precompress.ts).
      const page = (title: string) =>
        `<!doctype html><html><head><title>${title}</title><style>body{background:url(/_astro/pixel.png)}</style></head>` +
        `<body><a href="/">Home</a> <a href="/Faqs/">FAQs</a><img src="${img}" srcset="/_astro/pixel.png 1x, /_astro/pixel.png 2x">` +
        `${list}${'<p>Private theatres for every occasion.</p>'.repeat(40)}</body></html>`;
      await mkdir(join(outDir, 'Faqs'), { recursive: true });
      await mkdir(join(outDir, '_astro'), { recursive: true });
      await writeFile(join(outDir, 'index.html'), page('Home'));
      await writeFile(join(outDir, 'Faqs', 'index.html'), page('FAQs'));
      await writeFile(join(outDir, '404.html'), page('Not found'));
      await writeFile(join(outDir, '_astro', 'pixel.png'), new Uint8Array(await image.arrayBuffer()));
      onLine('12:00:02   ├─ /404.html (+1ms)');
      onLine('12:00:02 [build] 3 page(s) built in 2s');
    } finally {
      this.running -= 1;
    }
  };
}

export interface Server {
  app: App;
  releases: ReleaseManager;
  listening: Listening;
  origin: string;
  /** What its release manager wrote to the server's log. */
  log: string[];
}

/** The test's database and site folder, with the site as a server's first build left it: three pages, not a release. */
export interface Site {
  h: Harness;
  db: Database;
  dir: string;
  siteDir: string;
}

export async function openSite(): Promise<Site> {
  const h = await openHarness();
  const dir = mkdtempSync(join(tmpdir(), 'theatre-releases-'));
  const siteDir = join(dir, 'dist');
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'media', 'pixel.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const first = join(buildsDirOf(siteDir), '20260101000000-1-abcd');
  mkdirSync(join(first, 'Faqs'), { recursive: true });
  for (const page of ['index.html', 'Faqs/index.html', '404.html']) writeFileSync(join(first, page), '<!doctype html><p>First build</p>');
  await swapSite(siteDir, first);
  return { h, db: h.db, dir, siteDir };
}

/**
 * One server process over the test's database and site folder. Started, it looks for work when
 * asked (0: no timer), so that each test says when a process looks; not started, it is a server
 * still making its own first build (buildLive).
 */
export async function startServer(
  site: Site,
  fake: FakeBuilds,
  o: { started?: boolean; siteDir?: string; files?: FileStore; sourceVersion?: string } = {},
): Promise<Server> {
  const listening = await listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${listening.port}`;
  const log: string[] = [];
  // A server of its own folder (another machine's SITE_DIR), or the test's.
  const siteDir = o.siteDir ?? site.siteDir;
  const releases = new ReleaseManager({
    db: site.db,
    siteDir,
    build: fake.build,
    ownOrigin: () => origin,
    log: (l) => log.push(l),
    files: o.files,
    sourceVersion: o.sourceVersion,
  });
  const app = deskApp(site.db, {
    releases,
    rebuild: { token: ADMIN_TOKEN },
    siteDir: () => siteToServe(siteDir, false),
    mediaDir: join(site.dir, 'media'),
  });
  listening.handleWith(app.fetch);
  if (o.started ?? true) releases.start(0);
  return { app, releases, listening, origin, log };
}

export async function stopServer(s: Server | undefined): Promise<void> {
  await s?.releases.stop();
  await new Promise((r) => s?.listening.server.close(r));
}

export async function closeSite(site: Site | undefined): Promise<void> {
  await site?.h.close();
  if (site) rmSync(site.dir, { recursive: true, force: true });
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const liveQuestions = async (db: Database) =>
  (await db.query<{ question: string }>('select question from faqs order by sort, id')).map((r) => r.question);
export const pendingDrafts = async (db: Database) =>
  Number((await db.query<{ n: number }>('select count(*)::int as n from edit_records where draft is not null or draft_removed'))[0].n);
const firstFaq = async (db: Database) =>
  (await db.query<{ id: string; answer: string }>('select id, answer from faqs order by sort, id limit 1'))[0];

/** An editor's draft of the first FAQ's question, as the editors' desk saves it. */
export async function draftQuestion(db: Database, question: string): Promise<void> {
  const faq = await firstFaq(db);
  await db.query(
    `insert into edit_records (kind, record_id, version, draft, draft_removed, updated_by_name, updated_at)
     values ('faq', $1, 2, $2::jsonb, false, 'Test editor', now())
     on conflict (kind, record_id) do update
       set draft = excluded.draft, draft_removed = false, version = edit_records.version + 1, updated_at = now()`,
    // The first FAQ, at its place: a draft holds every field of the record.
    [faq.id, JSON.stringify({ question, answer: faq.answer, position: 1 })],
  );
}

export const servedOf = (siteDir: string) => resolve(dirname(siteDir), readlinkSync(siteDir));
export const servedHomeOf = (siteDir: string) => readFileSync(join(siteDir, 'index.html'), 'utf8');
