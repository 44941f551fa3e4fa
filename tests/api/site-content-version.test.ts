import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { SERVER_START } from '../../server/main.ts';
import { readContentVersion } from '../../server/repo/contentVersion.ts';
import { liveRelease, releaseById } from '../../server/repo/siteReleases.ts';
import { buildsDirOf } from '../../server/site/releaseFolders.ts';
import {
  closeSite,
  draftQuestion,
  editor,
  FakeBuilds,
  gate,
  liveQuestions,
  openSite,
  pendingDrafts,
  servedHomeOf,
  servedOf,
  startServer,
  stopServer,
  waitFor,
  type Server,
  type Site,
} from './releaseFixtures.ts';

/**
 * Which content a build's pages were made from (server/repo/contentVersion.ts), and the server's
 * own build of the live content (ReleaseManager.buildLive), which takes its turn under the build
 * lease: no build is swapped in over content newer than it was built from.
 */

let site: Site;
let db: Database;
const fake = new FakeBuilds();
let one: Server;
let two: Server;
/** Servers still making their own first build, one per test. */
const starting: Server[] = [];

const served = () => servedOf(site.siteDir);
const servedHome = () => servedHomeOf(site.siteDir);
const holder = async () => (await db.query<{ holder: string | null }>('select holder from site_build_lease'))[0].holder;
/** A server as `npm start` runs it before its first build is done: its release manager not started. */
const startingServer = async () => {
  const s = await startServer(site, fake, { started: false });
  starting.push(s);
  return s;
};

beforeAll(async () => {
  site = await openSite();
  db = site.db;
  one = await startServer(site, fake);
  two = await startServer(site, fake);
});

afterEach(() => {
  fake.hold?.open();
  fake.hold = undefined;
});

afterAll(async () => {
  for (const s of [one, two, ...starting]) await stopServer(s);
  await closeSite(site);
});

describe('the live content’s version', () => {
  it('rises with each Publish and Rollback; a release records the version it was built on and the one it shows', async () => {
    const start = await readContentVersion(db);
    await draftQuestion(db, 'Version test: first');
    const first = (await one.releases.publish(editor)).release;
    await one.releases.idle();
    await draftQuestion(db, 'Version test: second');
    const second = (await one.releases.publish(editor)).release;
    await one.releases.idle();
    expect(await releaseById(db, first.id)).toMatchObject({ status: 'replaced', builtOn: start, contentVersion: start + 1 });
    expect(await releaseById(db, second.id)).toMatchObject({ status: 'live', builtOn: start + 1, contentVersion: start + 2 });

    const rolled = (await one.releases.rollback(first.id, editor)).release;
    expect(await releaseById(db, rolled.id)).toMatchObject({ status: 'live', restores: first.id, contentVersion: start + 3 });
    expect(await readContentVersion(db)).toBe(start + 3);
    expect((await liveQuestions(db))[0]).toBe('Version test: first');
  });
});

describe('the server’s own build', () => {
  it('goes live as a publish by Server start from the live content, drafts left out, showing the version it read', async () => {
    await draftQuestion(db, 'A draft the server’s build leaves out');
    const liveQuestion = (await liveQuestions(db))[0];
    const version = await readContentVersion(db);
    const three = await startingServer();

    expect(await three.releases.buildLive(SERVER_START, undefined, 10)).toBe(true);
    // It read this server's view of no drafts (whose pages the build checks for its address, as a Publish's).
    expect(fake.origins.at(-1)).toMatch(new RegExp(`^${three.origin}/_release/[\\w-]+$`));
    const live = await liveRelease(db);
    expect(live).toMatchObject({ kind: 'publish', requestedByName: 'Server start', builtOn: version, contentVersion: version });
    expect(live?.content?.records?.faq?.[0].fields.question).toBe(liveQuestion);
    expect(served()).toBe(live?.dir);
    expect(servedHome()).toContain(liveQuestion);
    expect(servedHome()).not.toContain('A draft the server’s build leaves out');
    expect(await pendingDrafts(db)).toBe(1);
    expect(await readContentVersion(db)).toBe(version);
    expect(await holder()).toBeNull();
  });

  it('started while another server publishes, waits for that Publish, then builds the content it made live', async () => {
    fake.maxRunning = fake.running;
    await draftQuestion(db, 'Published while a server started');
    fake.hold = gate();
    const publish = (await one.releases.publish(editor)).release;
    await waitFor('the Publish to be building', () => fake.held === 1);
    const builds = fake.count;

    const three = await startingServer();
    const built = three.releases.buildLive(SERVER_START, undefined, 10);
    await waitFor('the starting server to say it waits', () =>
      three.log.some((l) => /Another server process is building the site/.test(l)),
    );
    expect(fake.count).toBe(builds);
    fake.hold.open();
    expect(await built).toBe(true);

    // One build at a time, the Publish first: the server's build read the content it made live.
    expect(fake.count).toBe(builds + 1);
    expect(fake.maxRunning).toBe(1);
    const published = await releaseById(db, publish.id);
    const live = await liveRelease(db);
    expect(live).toMatchObject({ requestedByName: 'Server start', builtOn: published?.contentVersion });
    expect(live?.contentVersion).toBe(await readContentVersion(db));
    expect(published?.status).toBe('replaced');
    // The release records agree with the pages served.
    expect(live?.content?.records?.faq?.[0].fields.question).toBe('Published while a server started');
    expect(served()).toBe(live?.dir);
    expect(servedHome()).toContain('Published while a server started');
  });

  it('is not swapped in over content newer than it was built from: refused at the swap, with a line in the log', async () => {
    // Whatever lets a build reach its swap after newer content went live (here: its lease runs out
    // while it is stalled, another server publishes, and the lease comes back to it), the swap
    // compares the live content's version with the one it was built from.
    const before = await readContentVersion(db);
    fake.hold = gate();
    const three = await startingServer();
    const built = three.releases.buildLive(SERVER_START, undefined, 10);
    await waitFor('the server’s build to be held', () => fake.held === 1);
    const itsBuild = (await db.query<{ id: string }>(`select id from site_releases where status = 'building'`))[0].id;
    const itsLease = await holder();
    const gateOfThree = fake.hold;
    fake.hold = undefined;

    // Its renewals fail from now on, as a stalled process's would.
    await db.query(`update site_build_lease set holder = 'a-stalled-process', expires_at = now() - interval '1 second'`);
    await draftQuestion(db, 'Newer than the server’s build');
    const publish = (await one.releases.publish(editor)).release;
    await one.releases.idle();
    expect((await liveRelease(db))?.id).toBe(publish.id);
    const newer = served();
    await db.query(`update site_build_lease set holder = $1, expires_at = now() + interval '60 seconds'`, [itsLease]);

    gateOfThree.open();
    expect(await built).toBe(false);
    expect(three.log.join('\n')).toContain(
      `The publish ${itsBuild} was built from the content of version ${before}, and version ${before + 1} went live meanwhile`,
    );
    // The newer Publish stays live: its content, its pages, its release.
    expect(served()).toBe(newer);
    expect(servedHome()).toContain('Newer than the server’s build');
    expect(await liveRelease(db)).toMatchObject({ id: publish.id, contentVersion: before + 1 });
    expect((await liveQuestions(db))[0]).toBe('Newer than the server’s build');
    expect(await releaseById(db, itsBuild)).toMatchObject({ status: 'failed' });
    expect(existsSync(join(buildsDirOf(site.siteDir), `r-${itsBuild}`))).toBe(false);
    await db.query('update site_build_lease set holder = null, expires_at = null');
  });
});
