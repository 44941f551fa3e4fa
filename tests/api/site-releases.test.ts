import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { ADMIN_TOKEN_ACTOR } from '../../server/routes/rebuild.ts';
import { NO_SITE } from '../../server/desk/releaseRoutes.ts';
import { BUSY } from '../../server/site/releaseTypes.ts';
import { buildsDirOf, previewDirOf } from '../../server/site/releaseFolders.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { ReleaseResponse, ReleaseStatusResponse, type ReleaseStatus } from '../../src/lib/api/deskReleases.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie } from './deskFixtures.ts';
import { mediaOriginOf } from '../../server/site/releaseView.ts';
import {
  ADMIN_TOKEN,
  closeSite,
  draftQuestion as draftOf,
  editor,
  FakeBuilds,
  gate,
  liveQuestions as liveQuestionsOf,
  openSite,
  pendingDrafts as pendingDraftsOf,
  servedHomeOf,
  servedOf,
  startServer,
  stopServer,
  waitFor,
  type Server,
  type Site,
} from './releaseFixtures.ts';

/**
 * The site's releases (server/site/releases.ts) with the astro build replaced by a fake
 * (releaseFixtures.ts), on two "server processes" over the test's one database.
 */

let site: Site;
let db: Database;
let siteDir: string;
const fake = new FakeBuilds();
let one: Server;
let two: Server;
const cookies = {} as Record<'owner' | 'editor' | 'manager' | 'front-desk', string>;
const staffIds = {} as Record<'owner' | 'editor' | 'manager' | 'front-desk', string>;

const liveQuestions = () => liveQuestionsOf(db);
const pendingDrafts = () => pendingDraftsOf(db);
const draftQuestion = (question: string) => draftOf(db, question);
const served = () => servedOf(siteDir);
const servedHome = () => servedHomeOf(siteDir);

beforeAll(async () => {
  site = await openSite();
  ({ db, siteDir } = site);
  one = await startServer(site, fake);
  two = await startServer(site, fake);
  for (const role of ['owner', 'editor', 'manager', 'front-desk'] as const) {
    const s = await addTestStaff(db, role);
    staffIds[role] = s.id;
    cookies[role] = await sessionCookie(db, s.id);
  }
});

afterAll(async () => {
  fake.hold?.open();
  for (const s of [one, two]) await stopServer(s);
  await closeSite(site);
});

describe('Publish', () => {
  it('builds the drafts read through the content-view prefix, shows its progress, then makes them live and swaps the site in', async () => {
    const before = served();
    const liveBefore = await liveQuestions();
    await draftQuestion('Can we bring a cake? (draft 1)');
    fake.hold = gate();

    const asked = await one.releases.publish(editor);
    expect(asked.started).toBe(true);
    expect(asked.release).toMatchObject({ kind: 'publish', status: 'building', requestedBy: 'Test editor' });

    // While it builds: its progress, pages done of the site's pages, and nothing live has changed.
    const building = await waitFor('the progress', async () => {
      const s = await one.releases.status();
      return s.build?.pagesDone === 2 && s.build;
    });
    expect(building).toMatchObject({ id: asked.release.id, status: 'building', stage: 'Rendering pages', pagesDone: 2, pagesTotal: 3 });
    expect(building.elapsedMs).toBeGreaterThanOrEqual(0);
    // Any server process tells the same, from the database.
    expect((await two.releases.status()).build).toMatchObject({ id: asked.release.id, status: 'building', pagesDone: 2 });
    expect(await liveQuestions()).toEqual(liveBefore);
    expect(served()).toBe(before);
    const api = await one.app.request(`${API_PREFIX}web/allmodules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await api.json()) as { faqs: { question: string }[] }).faqs[0].question).toBe(liveBefore[0]);

    fake.hold.open();
    fake.hold = undefined;
    await one.releases.idle();

    const status = await one.releases.status();
    expect(status.build).toMatchObject({ id: asked.release.id, status: 'live', pagesDone: 3, pagesTotal: 3, error: null });
    expect(status.live?.id).toBe(asked.release.id);
    expect((await liveQuestions())[0]).toBe('Can we bring a cake? (draft 1)');
    expect(await pendingDrafts()).toBe(0);
    // The pages of the drafts, swapped in whole, stored compressed, naming no build address.
    expect(served()).toBe(join(buildsDirOf(siteDir), `r-${asked.release.id}`));
    expect(servedHome()).toContain('Can we bring a cake? (draft 1)');
    expect(existsSync(join(siteDir, 'index.html.br'))).toBe(true);
    expect(servedHome()).not.toContain('/_release/');
    expect(existsSync(before)).toBe(true);
    const [audit] = await auditOf(db, `action = 'site.publish' and target = $1`, [`release:${asked.release.id}`]);
    expect(audit).toMatchObject({ staff_id: null, staff_name: 'Test editor' });
  });

  it('that fails leaves the live site and the live content as they were, keeps the drafts, and says why', async () => {
    const before = served();
    const liveBefore = await liveQuestions();
    const liveRelease = (await one.releases.status()).live;
    await draftQuestion('A draft whose build fails');
    fake.fail = "[ERROR] [build] Cannot read properties of undefined (reading 'question')\n  at src/pages/Faqs.astro:12:7";
    try {
      const asked = await one.releases.publish(editor);
      await one.releases.idle();
      const status = await one.releases.status();
      expect(status.build).toMatchObject({ id: asked.release.id, status: 'failed' });
      expect(status.build?.error).toContain("Cannot read properties of undefined (reading 'question')");
      expect(status.build?.error).toContain('src/pages/Faqs.astro:12:7');
      expect(status.live?.id).toBe(liveRelease?.id);
      expect(await liveQuestions()).toEqual(liveBefore);
      expect(await pendingDrafts()).toBe(1);
      expect(served()).toBe(before);
      expect(existsSync(join(buildsDirOf(siteDir), `r-${asked.release.id}`))).toBe(false);
    } finally {
      fake.fail = undefined;
    }
  });

  it('is refused when a page names the build’s private API address', async () => {
    const before = served();
    fake.leak = true;
    try {
      const asked = await one.releases.publish(editor);
      await one.releases.idle();
      const status = await one.releases.status();
      expect(status.build).toMatchObject({ id: asked.release.id, status: 'failed' });
      expect(status.build?.error).toMatch(/private API address into (index|404)\.html|Faqs/);
      expect(served()).toBe(before);
      expect(servedHome()).not.toContain('/_release/');
    } finally {
      fake.leak = false;
    }
  });

  it('asked during a build waits as one: three requests make two builds, and the second has every draft', async () => {
    const builds = fake.count;
    fake.hold = gate();
    const first = await one.releases.publish(editor);
    expect(first.started).toBe(true);
    await waitFor('the build', () => fake.running === 1);
    await draftQuestion('Saved during the first build');
    const second = await one.releases.publish(editor);
    const third = await one.releases.publish({ staffId: null, staffName: 'Another editor' });
    expect(second).toMatchObject({ started: false, release: { status: 'queued' } });
    expect(third).toMatchObject({ started: false, release: { status: 'queued' } });
    expect((await one.releases.status()).publishQueued).toBe(true);

    fake.hold.open();
    fake.hold = undefined;
    await one.releases.idle();
    expect(fake.count - builds).toBe(2);
    const status = await one.releases.status();
    expect(status.publishQueued).toBe(false);
    expect(status.live?.id).toBe(second.release.id);
    const rows = await db.query<{ id: string; status: string; merged_into: string | null }>(
      'select id, status, merged_into from site_releases where id = any($1::text[]) order by requested_at, id',
      [[first.release.id, second.release.id, third.release.id]],
    );
    expect(rows).toEqual([
      { id: first.release.id, status: 'replaced', merged_into: null },
      { id: second.release.id, status: 'live', merged_into: null },
      { id: third.release.id, status: 'replaced', merged_into: second.release.id },
    ]);
    expect((await liveQuestions())[0]).toBe('Saved during the first build');
    expect(servedHome()).toContain('Saved during the first build');
  });
});

describe('two server processes on one database', () => {
  it('never build at once: a Publish asked of the other waits, and the lease holder builds it after its own', async () => {
    fake.maxRunning = fake.running;
    const builds = fake.count;
    fake.hold = gate();
    const first = await one.releases.publish(editor);
    expect(first.started).toBe(true);
    await waitFor('the build', () => fake.running === 1);
    await draftQuestion('Asked of the second server');
    const second = await two.releases.publish(editor);
    expect(second.started).toBe(false);
    // The other process looking again changes nothing while the lease is held.
    await two.releases.kick();
    await two.releases.idle();
    expect(fake.running).toBe(1);

    fake.hold.open();
    fake.hold = undefined;
    await one.releases.idle();
    await two.releases.idle();
    expect(fake.maxRunning).toBe(1);
    expect(fake.count - builds).toBe(2);
    expect((await one.releases.status()).live?.id).toBe(second.release.id);
    expect((await liveQuestions())[0]).toBe('Asked of the second server');
    // The lease is free again.
    expect((await db.query<{ holder: string | null }>('select holder from site_build_lease'))[0].holder).toBeNull();
  });

  it('when one stops mid-build, the other takes over once its lease has run out and builds the queued work', async () => {
    const stuck = gate();
    fake.hold = stuck;
    const abandoned = await one.releases.publish(editor);
    // Mid-build for sure: held at its gate, which no later change of fake.hold lets go.
    await waitFor('the build to be held', () => fake.held === 1);
    fake.hold = undefined;
    await draftQuestion('Published by the survivor');
    const queued = await two.releases.publish(editor);
    expect(queued.started).toBe(false);

    // The first process is gone (its build hangs): its lease runs out. Its renewal timer is still
    // alive in this test's process, so the lease is also taken off its name, or a renewal landing
    // between this and the other's kick (a loaded machine) would keep it alive.
    await db.query(`update site_build_lease set holder = 'a-process-that-stopped', expires_at = now() - interval '1 second'`);
    await two.releases.kick();
    await two.releases.idle();
    const status = await two.releases.status();
    expect(status.live?.id).toBe(queued.release.id);
    expect((await liveQuestions())[0]).toBe('Published by the survivor');
    const old = await db.query<{ status: string; error: string }>('select status, error from site_releases where id = $1', [
      abandoned.release.id,
    ]);
    expect(old[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped before it was done/) });

    // Should it wake up after all, its build is not used: the other holds the site now.
    const liveDir = served();
    stuck.open();
    await one.releases.idle();
    expect(served()).toBe(liveDir);
    expect((await one.releases.status()).live?.id).toBe(queued.release.id);
  });
});

describe('Rollback', () => {
  const publishes: { id: string; question: string }[] = [];

  beforeAll(async () => {
    for (let n = 1; n <= 7; n++) {
      const question = `Rollback test version ${n}`;
      await draftQuestion(question);
      const { release } = await one.releases.publish(editor);
      await one.releases.idle();
      expect((await one.releases.status()).live?.id).toBe(release.id);
      publishes.push({ id: release.id, question });
    }
  });

  it('offers the last five publishes before the live one, and keeps only their folders and the live one', async () => {
    const status = await one.releases.status();
    expect(status.live?.id).toBe(publishes[6].id);
    expect(status.rollbackTo.map((r) => r.id)).toEqual([5, 4, 3, 2, 1].map((n) => publishes[n].id));
    for (const [n, p] of publishes.entries()) {
      expect(existsSync(join(buildsDirOf(siteDir), `r-${p.id}`)), `publish ${n + 1}`).toBe(n >= 1);
    }
  });

  it('makes one of them live again, its content and its pages, without a build', async () => {
    const builds = fake.count;
    const target = publishes[2];
    const done = await one.releases.rollback(target.id, editor);
    expect(done.release).toMatchObject({ kind: 'rollback', status: 'live', restores: target.id });
    expect(fake.count).toBe(builds);
    expect((await liveQuestions())[0]).toBe(target.question);
    expect(served()).toBe(join(buildsDirOf(siteDir), `r-${target.id}`));
    expect(servedHome()).toContain(target.question);
    const status = await one.releases.status();
    expect(status.live).toMatchObject({ id: done.release.id, kind: 'rollback' });
    // The publish rolled back from can be gone back to; the one live now is not offered.
    expect(status.rollbackTo.map((r) => r.id)).toEqual([6, 5, 4, 3, 1].map((n) => publishes[n].id));
    const [audit] = await auditOf(db, `action = 'site.rollback' and target = $1`, [`release:${done.release.id}`]);
    expect(audit.after).toEqual({ restores: target.id });
  });

  it('refuses the sixth-oldest (its folder is gone), an unknown release, and any while a build runs', async () => {
    await expect(one.releases.rollback(publishes[0].id, editor)).rejects.toMatchObject({ status: 409 });
    await expect(one.releases.rollback('no-such-release', editor)).rejects.toMatchObject({ status: 404 });
    fake.hold = gate();
    await one.releases.publish(editor);
    await waitFor('the build', () => fake.running === 1);
    await expect(two.releases.rollback(publishes[4].id, editor)).rejects.toMatchObject({ status: 409, message: BUSY });
    await expect(one.releases.rollback(publishes[4].id, editor)).rejects.toMatchObject({ status: 409, message: BUSY });
    fake.hold.open();
    fake.hold = undefined;
    await one.releases.idle();
  });
});

describe('Preview', () => {
  it('builds the drafts into the preview folder, never live, and keeps only the latest', async () => {
    const before = served();
    const liveBefore = await liveQuestions();
    const liveRelease = (await one.releases.status()).live;
    await draftQuestion('Only in the preview');
    const first = await one.releases.preview(editor);
    await one.releases.idle();
    const second = await one.releases.preview(editor);
    expect(second.started).toBe(true);
    await one.releases.idle();

    const status = await one.releases.status();
    expect(status.preview).toEqual({ id: second.release.id, finishedAt: expect.any(String), url: '/desk/preview/' });
    expect(status.build).toMatchObject({ id: second.release.id, kind: 'preview', status: 'ready' });
    expect(status.live?.id).toBe(liveRelease?.id);
    expect(await liveQuestions()).toEqual(liveBefore);
    expect(await pendingDrafts()).toBe(1);
    expect(served()).toBe(before);
    expect(existsSync(join(previewDirOf(siteDir), first.release.id))).toBe(false);
    expect(readFileSync(join(previewDirOf(siteDir), second.release.id, 'index.html'), 'utf8')).toContain('Only in the preview');
  });

  it('is shown at /desk/preview/ to the staff who edit the content only, kept from search engines and caches', async () => {
    const page = (cookie?: string, path = '/desk/preview/') => one.app.request(path, { headers: cookie ? { cookie } : {} });
    const res = await page(cookies.editor);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Only in the preview');
    // Its links, images and styles are the preview's own, not the live site's.
    expect(html).toContain('href="/desk/preview/Faqs/"');
    expect(html).toContain('src="/desk/preview/_astro/pixel.png"');
    expect(html).toContain('srcset="/desk/preview/_astro/pixel.png 1x, /desk/preview/_astro/pixel.png 2x"');
    expect(html).toContain('url(/desk/preview/_astro/pixel.png)');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect((await page(cookies.owner, '/desk/preview/Faqs/')).status).toBe(200);
    expect((await page(cookies.owner, '/desk/preview/_astro/pixel.png')).status).toBe(200);
    expect((await page(cookies.editor, '/desk/preview/no-such-page/')).status).toBe(404);
    expect((await page()).status).toBe(401);
    expect((await page(cookies.manager)).status).toBe(403);
    expect((await page(cookies['front-desk'])).status).toBe(403);
    // The other server process shows it too.
    expect((await two.app.request('/desk/preview/', { headers: { cookie: cookies.editor } })).status).toBe(200);
  });
});

describe('the content-view prefix', () => {
  it('answers only a build in progress: a wrong, ended or missing token is a 404', async () => {
    const ended = fake.origins.at(-1)!;
    const path = `${API_PREFIX}web/allmodules`;
    const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await post(`${ended}${path}`)).status).toBe(404);
    const token = new URL(ended).pathname.split('/')[2];
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const prefix of [`/_release/${wrong}`, '/_release/x', '/_release/', '/_release', `/_release/${token}x`]) {
      expect((await post(`${one.origin}${prefix}${path}`)).status, prefix).toBe(404);
      // `/_release/media/` is the images' own address, for every build (below).
      if (prefix !== '/_release') expect((await fetch(`${one.origin}${prefix}/media/pixel.png`)).status, prefix).toBe(404);
    }
    // While a build runs, its own address answers, and only on its own server.
    fake.hold = gate();
    await one.releases.publish(editor);
    await waitFor('the build', () => fake.running === 1);
    const open = new URL(fake.origins.at(-1)!);
    const answer = await post(`${open.href}${path}`);
    expect(answer.status).toBe(200);
    // Each answer on a connection of its own: a build never reuses a socket the server has closed.
    expect(answer.headers.get('connection')).toBe('close');
    expect((await post(`${two.origin}${open.pathname}${path}`)).status).toBe(404);
    // Its images are read at an address without its token, the same for every release: astro keeps
    // the images it encoded by their address. Each on a connection of its own too; nothing but the media folder.
    const media = mediaOriginOf(open.href);
    expect(media).toBe(`${open.origin}/_release`);
    const image = await fetch(`${media}/media/pixel.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('connection')).toBe('close');
    expect(Buffer.from(await image.arrayBuffer()).toString('hex')).toBe('89504e470d0a1a0a');
    for (const outside of ['/media/..%2f..%2fpackage.json', '/media/%2e%2e/pixel.png', '/media/no-such.png', '/v1/theatre/openapi.json']) {
      expect((await fetch(`${media}${outside}`)).status, outside).toBe(404);
    }
    fake.hold.open();
    fake.hold = undefined;
    await one.releases.idle();
  });
});

describe('the admin token', () => {
  it('publishes as "Admin token", in the releases and the audit log; GET tells the status', async () => {
    const refused = await one.app.request('/admin/rebuild', { method: 'POST', headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    await draftQuestion('Published by a script');
    const res = await one.app.request('/admin/rebuild', { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { message: string; release: { id: string } };
    expect(body.message).toBe('Rebuild started.');
    await one.releases.idle();
    const status = await one.app.request('/admin/rebuild', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await status.json()).toMatchObject({
      running: false,
      queued: false,
      lastError: null,
      status: { live: { id: body.release.id, requestedBy: ADMIN_TOKEN_ACTOR.staffName } },
    });
    expect((await liveQuestions())[0]).toBe('Published by a script');
    const [audit] = await auditOf(db, `action = 'site.publish' and target = $1`, [`release:${body.release.id}`]);
    expect(audit).toMatchObject({ staff_id: null, staff_name: 'Admin token' });
  });
});

describe('the desk calls', () => {
  const statusOf = (body: unknown): ReleaseStatus => ReleaseStatusResponse.parse(body).status;

  it('are for the editors and the owner: 401 without a session, 403 for the manager and the front desk', async () => {
    for (const name of ['releaseStatus', 'releasePublish', 'releasePreview', 'releaseRollback'] as const) {
      const input = name === 'releaseRollback' ? { releaseId: 'no-such-release' } : {};
      expect((await deskCall(one.app, name, input)).status, name).toBe(401);
      for (const role of ['manager', 'front-desk'] as const) {
        const res = await deskCall(one.app, name, input, { cookie: cookies[role] });
        expect(res.status, `${name} ${role}`).toBe(403);
      }
    }
    for (const role of ['editor', 'owner'] as const) {
      const res = await deskCall(one.app, 'releaseStatus', {}, { cookie: cookies[role] });
      expect(res.status).toBe(200);
      expect(statusOf(res.body).canBuild).toBe(true);
    }
  });

  it('publish, preview and roll back as the signed-in staff member, each in the audit log', async () => {
    await draftQuestion('Published at the desk');
    const published = await deskCall(one.app, 'releasePublish', {}, { cookie: cookies.editor });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const publish = ReleaseResponse.parse(published.body);
    await one.releases.idle();
    expect((await liveQuestions())[0]).toBe('Published at the desk');

    const previewed = await deskCall(one.app, 'releasePreview', {}, { cookie: cookies.owner });
    expect(previewed.status).toBe(200);
    const preview = ReleaseResponse.parse(previewed.body);
    await one.releases.idle();

    const status = statusOf((await deskCall(one.app, 'releaseStatus', {}, { cookie: cookies.editor })).body);
    expect(status.live?.id).toBe(publish.release.id);
    expect(status.preview?.id).toBe(preview.release.id);
    const target = status.rollbackTo[0];
    const rolled = await deskCall(one.app, 'releaseRollback', { releaseId: target.id }, { cookie: cookies.owner });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    const rollback = ReleaseResponse.parse(rolled.body);
    expect(rollback.release).toMatchObject({ kind: 'rollback', restores: target.id, requestedBy: expect.stringMatching(/^Test owner/) });

    const audit = await auditOf(db, 'target = any($1::text[])', [
      [publish.release.id, preview.release.id, rollback.release.id].map((id) => `release:${id}`),
    ]);
    expect(audit.map((a) => [a.action, a.staff_id, a.client_address])).toEqual([
      ['site.publish', staffIds.editor, '203.0.113.1'],
      ['site.preview', staffIds.owner, '203.0.113.1'],
      ['site.rollback', staffIds.owner, '203.0.113.1'],
    ]);
  });

  it('refuse hostile input with a 400 (a body over 64 KB with a 413), an unknown release with a 404, and change nothing', async () => {
    const count = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from site_releases'))[0].n);
    const before = await count();
    const huge = await deskCall(one.app, 'releaseRollback', { releaseId: 'x'.repeat(100_000) }, { cookie: cookies.editor });
    expect(huge.status).toBe(413);
    for (const releaseId of [42, null, ['x'], { id: 'x' }, '', 'x'.repeat(60_000), 'a\u0000b', '\ud800']) {
      const res = await deskCall(one.app, 'releaseRollback', { releaseId }, { cookie: cookies.editor });
      expect(res.status, JSON.stringify(releaseId).slice(0, 40)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    for (const raw of ['{"broken', '[1,2]', '"text"', 'null']) {
      expect((await deskCall(one.app, 'releaseRollback', {}, { cookie: cookies.editor, raw })).status, raw).toBe(400);
      expect((await deskCall(one.app, 'releasePublish', {}, { cookie: cookies.editor, raw })).status, raw).toBe(400);
    }
    const unknown = await deskCall(one.app, 'releaseRollback', { releaseId: 'no-such-release' }, { cookie: cookies.editor });
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before);
    expect((await db.query<{ holder: string | null }>('select holder from site_build_lease'))[0].holder).toBeNull();
  });

  it('on a server that does not build the site: the status answers, a Publish is a 503', async () => {
    const apiOnly = deskApp(db);
    const status = await deskCall(apiOnly, 'releaseStatus', {}, { cookie: cookies.editor });
    expect(status.status).toBe(200);
    expect(statusOf(status.body).canBuild).toBe(false);
    const publish = await deskCall(apiOnly, 'releasePublish', {}, { cookie: cookies.editor });
    expect(publish.status).toBe(503);
    expect(publish.body.message).toBe(NO_SITE);
    expect((await apiOnly.request('/_release/anything/v1/theatre/web/allmodules', { method: 'POST' })).status).toBe(404);
  });
});
