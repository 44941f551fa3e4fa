import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { databaseFileStore, type FileStore } from '../../server/site/fileStore.ts';
import { buildsDirOf, releaseFolder } from '../../server/site/releaseFolders.ts';
import { swapSite } from '../../server/site/swapSite.ts';
import { ROLLBACK_DEPTH } from '../../src/lib/api/deskReleases.ts';
import {
  closeSite,
  draftQuestion,
  editor,
  FakeBuilds,
  openSite,
  servedHomeOf,
  servedOf,
  startServer,
  stopServer,
  waitFor,
  type Server,
  type Site,
} from './releaseFixtures.ts';

/**
 * Several servers on one database, each serving the site from its own folder (no shared disk), as
 * behind a load balancer: a Publish's files are stored in the database before it goes live, and
 * every server brings the live release to its folder (server/site/siteSync.ts, liveFiles.ts). The
 * astro build is the fake of releaseFixtures.ts; each "server" is a ReleaseManager of its own.
 */

let site: Site;
let db: Database;
const fake = new FakeBuilds();
/** Builds and publishes, in the test's SITE_DIR; also syncs, so its sync meets its own swaps. */
let one: Server;
/** Another machine: its own SITE_DIR, syncing. */
let two: Server;
const servers: Server[] = [];
const SOURCE = 'the-same-source';

const folderOf = (name: string) => join(site.dir, name, 'dist');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A folder's files as the test reads them: path, hash and size, by path. */
function filesOf(dir: string): { path: string; hash: string; size: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      const bytes = readFileSync(path);
      return { path: relative(dir, path).split(sep).join('/'), hash: sha256(bytes), size: bytes.length };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

const manifest = (id: string) =>
  db.query<{ path: string; hash: string; size: number }>(
    'select path, hash, size from site_release_files where release_id = $1 order by path',
    [id],
  );
const blobCount = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from site_file_blobs'))[0].n);

async function publish(question: string): Promise<string> {
  await draftQuestion(db, question);
  const { release } = await one.releases.publish(editor);
  await one.releases.idle();
  expect((await one.releases.status()).live?.id).toBe(release.id);
  return release.id;
}

/** Waits until `siteDir` serves a home page that says `text` (its server's sync brings it). */
const serves = (siteDir: string, text: string) =>
  waitFor(`${siteDir} to serve "${text}"`, () => existsSync(join(siteDir, 'index.html')) && servedHomeOf(siteDir).includes(text));

async function serverOf(name: string, o: { files?: FileStore; sourceVersion?: string; started?: boolean } = {}): Promise<Server> {
  const s = await startServer(site, fake, { siteDir: folderOf(name), sourceVersion: SOURCE, ...o });
  servers.push(s);
  return s;
}

beforeAll(async () => {
  site = await openSite();
  db = site.db;
  one = await startServer(site, fake, { sourceVersion: SOURCE });
  servers.push(one);
  one.releases.startSync(20);
  two = await serverOf('two');
});

afterAll(async () => {
  for (const s of servers) await stopServer(s);
  await closeSite(site);
});

describe('a Publish', () => {
  let first: string;

  it('stores every file of its pages in the database before it goes live, each once, by its hash', async () => {
    first = await publish('Stored for every server (1)');
    const built = filesOf(releaseFolder(site.siteDir, first));
    // Its pages, the compressed twins and the image.
    expect(built.map((f) => f.path)).toEqual(expect.arrayContaining(['index.html', 'index.html.br', 'index.html.gz', '_astro/pixel.png']));
    expect(await manifest(first)).toEqual(built);
    const [row] = await db.query<{ files_count: number; source_version: string }>(
      'select files_count, source_version from site_releases where id = $1',
      [first],
    );
    expect(row).toEqual({ files_count: built.length, source_version: SOURCE });
    const blobs = await db.query<{ hash: string; bytes: Uint8Array }>(
      'select hash, bytes from site_file_blobs where hash = any($1::text[])',
      [built.map((f) => f.hash)],
    );
    expect(blobs).toHaveLength(new Set(built.map((f) => f.hash)).size);
    for (const b of blobs) expect(sha256(Buffer.from(b.bytes))).toBe(b.hash);
  });

  it('is served by another server from its own folder, swapped in whole', async () => {
    two.releases.startSync(50);
    await serves(two.releases.files.siteDir, 'Stored for every server (1)');
    const dir = releaseFolder(folderOf('two'), first);
    expect(servedOf(folderOf('two'))).toBe(dir);
    expect(filesOf(dir)).toEqual(filesOf(releaseFolder(site.siteDir, first)));
    // The line is written once the swap is made: the folder may be served a moment before it is.
    const said = new RegExp(`Serving the release ${first}, made live through another server`);
    await waitFor('the second server to say what it serves', () => said.test(two.log.join('\n')));
    expect(one.log.join('\n')).not.toMatch(/made live through another server/);
  });

  it('stores only the files it changed, and the other server fetches only those, re-using the rest', async () => {
    const before = await blobCount();
    const old = new Set((await manifest(first)).map((f) => f.hash));
    const second = await publish('Stored for every server (2)');
    const now = await manifest(second);
    const added = new Set(now.filter((f) => !old.has(f.hash)).map((f) => f.hash));
    expect(added.size).toBeGreaterThan(0);
    expect(added.size).toBeLessThan(now.length);
    expect((await blobCount()) - before).toBe(added.size);

    await serves(folderOf('two'), 'Stored for every server (2)');
    const image = (id: string) => statSync(join(releaseFolder(folderOf('two'), id), '_astro', 'pixel.png'));
    // The unchanged image is the same file on disk, linked from the folder it served before.
    expect(image(second).ino).toBe(image(first).ino);
    expect(two.log.join('\n')).toMatch(
      new RegExp(`Fetched the release ${second}: ${added.size} files from the database and ${now.length - added.size} re-used`),
    );
    // The server that built it serves its own folder, and its sync never swapped back to the one before.
    expect(servedOf(site.siteDir)).toBe(releaseFolder(site.siteDir, second));
  });
});

describe('a Rollback', () => {
  it('made through a server that never had its pages fetches them, and every server then serves them', async () => {
    const target = await publish('Rolled back to from elsewhere');
    await publish('Rolled back from');
    await serves(folderOf('two'), 'Rolled back from');
    const three = await serverOf('three');
    expect(existsSync(releaseFolder(folderOf('three'), target))).toBe(false);

    const done = await three.releases.rollback(target, editor);
    expect(done.release).toMatchObject({ kind: 'rollback', status: 'live', restores: target });
    expect(servedHomeOf(folderOf('three'))).toContain('Rolled back to from elsewhere');
    await serves(folderOf('two'), 'Rolled back to from elsewhere');
    await serves(site.siteDir, 'Rolled back to from elsewhere');
    expect(servedOf(site.siteDir)).toBe(releaseFolder(site.siteDir, target));
  });
});

describe('a fetch', () => {
  it('that fails midway leaves the site served as it was, with no half folder, and succeeds once the files come', async () => {
    const live = await publish('Fetched whole or not at all');
    const real = databaseFileStore(db);
    let broken = true;
    // The store hands back only the first of the files asked, as a connection lost midway would.
    const flaky: FileStore = {
      ...real,
      get: async (hashes) => {
        const all = await real.get(hashes);
        return broken ? new Map([...all].slice(0, 1)) : all;
      },
    };
    const four = await serverOf('four', { files: flaky });
    const old = join(buildsDirOf(folderOf('four')), 'old-build');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'index.html'), '<p>The old site</p>');
    await swapSite(folderOf('four'), old);

    expect(await four.releases.syncNow()).toBe(false);
    expect(servedOf(folderOf('four'))).toBe(old);
    expect(servedHomeOf(folderOf('four'))).toBe('<p>The old site</p>');
    expect(readdirSync(buildsDirOf(folderOf('four')))).toEqual(['old-build']);
    expect(four.log.join('\n')).toMatch(/Could not bring the live release to this server: The store does not have the file/);

    broken = false;
    expect(await four.releases.syncNow()).toBe(true);
    expect(servedOf(folderOf('four'))).toBe(releaseFolder(folderOf('four'), live));
    expect(servedHomeOf(folderOf('four'))).toContain('Fetched whole or not at all');
  });
});

describe('pruning', () => {
  it('forgets the files of releases past the rollback depth and the bytes nothing names, never those of a rollback target', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= ROLLBACK_DEPTH + 2; n++) ids.push(await publish(`Pruning round ${n}`));
    // Bytes no release names: left by a build that failed after storing them, say.
    const stray = Buffer.from('a file of a build that never went live');
    await db.query('insert into site_file_blobs (hash, size, bytes) values ($1, $2, $3)', [sha256(stray), stray.length, stray]);
    const live = await publish('Pruning round last');

    const status = await one.releases.status();
    const kept = [live, ...status.rollbackTo.map((r) => r.id)];
    expect(kept).toHaveLength(ROLLBACK_DEPTH + 1);
    const withFiles = await db.query<{ id: string }>('select id from site_releases where files_count is not null order by id');
    expect(withFiles.map((r) => r.id).sort()).toEqual([...kept].sort());
    const named = await db.query<{ n: number }>('select count(distinct release_id)::int as n from site_release_files');
    expect(named[0].n).toBe(kept.length);
    // Every blob is one a kept release names, and every file they name is there.
    const orphans = await db.query(
      `select hash from site_file_blobs b where not exists (select 1 from site_release_files f where f.hash = b.hash)`,
    );
    expect(orphans).toEqual([]);
    const missing = await db.query(
      `select path from site_release_files f where not exists (select 1 from site_file_blobs b where b.hash = f.hash)`,
    );
    expect(missing).toEqual([]);

    // The oldest target is still whole: a server that never had it rolls back to it.
    const oldest = status.rollbackTo.at(-1)!.id;
    const five = await serverOf('five');
    await five.releases.rollback(oldest, editor);
    expect(filesOf(releaseFolder(folderOf('five'), oldest))).toEqual(filesOf(releaseFolder(site.siteDir, oldest)));
  });
});

describe('a server that starts', () => {
  it('serves the live release from the database instead of building it, when it was built from the same source', async () => {
    const live = (await one.releases.status()).live!;
    const releases = Number((await db.query<{ n: number }>('select count(*)::int as n from site_releases'))[0].n);
    const builds = fake.count;
    const six = await serverOf('six', { started: false });
    expect(await six.releases.buildLive({ staffId: null, staffName: 'Server start' })).toBe(true);
    expect(fake.count).toBe(builds);
    const pages = live.restores ?? live.id;
    expect(servedOf(folderOf('six'))).toBe(releaseFolder(folderOf('six'), pages));
    expect(filesOf(folderOf('six'))).toEqual(filesOf(releaseFolder(site.siteDir, pages)));
    expect(Number((await db.query<{ n: number }>('select count(*)::int as n from site_releases'))[0].n)).toBe(releases);
    expect(six.log.join('\n')).toMatch(/Serving the live release .* from the database/);
  });

  it('builds when its source is not the one the live release was built from (an upgrade)', async () => {
    const builds = fake.count;
    const seven = await serverOf('seven', { started: false, sourceVersion: 'a-newer-source' });
    expect(await seven.releases.buildLive({ staffId: null, staffName: 'Server start' })).toBe(true);
    expect(fake.count).toBe(builds + 1);
    const [live] = await db.query<{ source_version: string }>(`select source_version from site_releases where status = 'live'`);
    expect(live.source_version).toBe('a-newer-source');
  });
});
