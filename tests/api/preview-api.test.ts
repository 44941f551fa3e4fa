import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_PREVIEW } from '../../server/site/previewApi.ts';
import { NO_PREVIEW } from '../../server/site/previewRoute.ts';
import { buildsDirOf } from '../../server/site/releaseFolders.ts';
import { ReleaseManager } from '../../server/site/releases.ts';
import type { SiteBuild } from '../../server/site/releaseTypes.ts';
import { siteToServe } from '../../server/site/siteToServe.ts';
import { swapSite } from '../../server/site/swapSite.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { PREVIEW_PATH } from '../../src/lib/site/previewPath.ts';
import { addBookingBody, AURORA, testClock, tomorrow } from './bookingFixtures.ts';
import { addTestStaff, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The preview's own API, which the islands of its pages call (src/client/apiOrigin.ts): /theaters
 * fetches its theatres and their prices when a branch and a day are chosen, so a preview whose
 * pages were built from the drafts showed the live prices there. Under the preview's path the API
 * answers as the preview's drafts have it, for the staff who may see the preview, and only reads.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let releases: ReleaseManager;
let dir: string;
const staff = {} as Record<'editor' | 'manager', TestStaff>;
const SEEDED_PRICE = 2148;
/** Aurora's branch. */
const JUBILEE_HILLS = 'loc-jubilee-hills';
const DRAFT = { offerPrice: 2777, ninetyPrice: 1999, extraPersonPrice: 349, ninetyExtraPersonPrice: 299 };

/** A build that writes a page: what matters here is the snapshot a preview keeps, not its pages. */
const build: SiteBuild = async ({ outDir, onLine }) => {
  onLine('12:00:00 [build] 1 page(s) built in 1s');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'index.html'), '<!doctype html><title>Preview</title><p>The preview</p>');
  await writeFile(join(outDir, '404.html'), '<!doctype html><p>Not found</p>');
};

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  dir = mkdtempSync(join(tmpdir(), 'preview-api-'));
  const siteDir = join(dir, 'dist');
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'media', 'pixel.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const first = join(buildsDirOf(siteDir), '20260101000000-1-abcd');
  mkdirSync(first, { recursive: true });
  writeFileSync(join(first, 'index.html'), '<!doctype html><p>First build</p>');
  await swapSite(siteDir, first);
  releases = new ReleaseManager({ db: h.db, siteDir, build, ownOrigin: () => 'http://127.0.0.1:9', log: () => {} });
  app = deskApp(h.db, { now: clock.now, releases, siteDir: () => siteToServe(siteDir, false), mediaDir: join(dir, 'media') });
  releases.start(0);
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
  staff.manager = await addTestStaff(h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(async () => {
  await releases?.stop();
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cookieOf = (who: keyof typeof staff) => sessionCookie(h.db, staff[who].id, clock.now());
async function as(who: keyof typeof staff, name: DeskCallName, input: unknown, version?: number) {
  const headers: Record<string, string> = version === undefined ? {} : { 'if-match': `"${version}"` };
  return deskCall(app, name, input, { cookie: await cookieOf(who), headers });
}
/** A call of the public API, from a preview's page (`cookie`) or from the live site (no `preview`). */
async function call(path: string, body: unknown, o: { cookie?: string; preview?: boolean; method?: string; raw?: string } = {}) {
  const res = await app.request(`${o.preview === false ? '' : PREVIEW_PATH}${API_PREFIX}${path}`, {
    method: o.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(o.cookie ? { cookie: o.cookie } : {}) },
    body: o.method === 'GET' ? undefined : (o.raw ?? JSON.stringify(body)),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // left as text
  }
  return { status: res.status, body: json, headers: res.headers };
}
const date = () => tomorrow(clock.now());
const auroraOf = (body: any) => body.theatres.find((t: { _id: string }) => t._id === AURORA.id);
const auroraIn = async (o: { cookie?: string; preview?: boolean }) => {
  const res = await call('web/getalltheatres/forweb', { slotDate: date(), locationId: JUBILEE_HILLS }, o);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return auroraOf(res.body);
};
const auroraVersion = async () =>
  (await as('editor', 'recordList', { kind: 'theatre-price' })).body.records.find((t: { id: string }) => t.id === AURORA.id)
    .version as number;
/** Aurora's prices saved as a draft, against the version read. */
const savePrices = async (fields: typeof DRAFT) =>
  as('editor', 'recordSave', { kind: 'theatre-price', id: AURORA.id, fields }, await auroraVersion());

describe("a preview's API", () => {
  it('answers 404 until a preview is built, to the staff who may see one', async () => {
    const res = await call(
      'web/getalltheatres/forweb',
      { slotDate: date(), locationId: JUBILEE_HILLS },
      { cookie: await cookieOf('editor') },
    );
    expect(res).toMatchObject({ status: 404, body: { message: NO_PREVIEW } });
  });

  it("shows /theaters the preview's drafts: a theatre's new price, where the live site keeps the old one until Publish", async () => {
    const saved = await savePrices(DRAFT);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await as('editor', 'releasePreview', {})).status).toBe(200);
    await releases.idle();
    expect((await as('editor', 'releaseStatus', {})).body.status.preview).not.toBeNull();

    const editor = await cookieOf('editor');
    expect((await auroraIn({ cookie: editor })).offerPrice).toBe(DRAFT.offerPrice);
    expect((await auroraIn({ preview: false })).offerPrice).toBe(SEEDED_PRICE);
    // The slots of the day and the rest of what the pages fetch come through it too.
    const slots = await call('web/getslotsbydate', { theatreId: AURORA.id, slotDate: date() }, { cookie: editor });
    expect(slots.status).toBe(200);
    expect(slots.headers.get('cache-control')).toBe('private, no-store');
    expect(slots.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await call('admin/address/getall', undefined, { cookie: editor, method: 'GET' })).status).toBe(200);
    const image = await app.request(`${PREVIEW_PATH}/media/pixel.png`, { headers: { cookie: editor } });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps to what the preview was built from: a draft saved since waits for the next Preview', async () => {
    expect((await savePrices({ ...DRAFT, offerPrice: 3100 })).status).toBe(200);
    expect((await auroraIn({ cookie: await cookieOf('editor') })).offerPrice).toBe(DRAFT.offerPrice);
    expect((await auroraIn({ preview: false })).offerPrice).toBe(SEEDED_PRICE);
  });

  it('is for the staff who edit the content: none without a session (401) nor for a manager (403)', async () => {
    for (const cookie of [undefined, 'desk_session=forged', await cookieOf('manager')]) {
      const res = await call('web/getalltheatres/forweb', { slotDate: date(), locationId: JUBILEE_HILLS }, { cookie });
      expect(res.status, String(cookie)).toBe(cookie?.includes('forged') || !cookie ? 401 : 403);
      expect(JSON.stringify(res.body)).not.toContain(String(DRAFT.offerPrice));
    }
    expect((await app.request(`${PREVIEW_PATH}/media/pixel.png`)).status).toBe(401);
  });

  it('only reads: a booking, an enquiry, a lead, a sign-in, a payment asked through it are refused (403), and nothing is stored', async () => {
    const editor = await cookieOf('editor');
    const before = await databaseDigest(h.db);
    for (const [path, body] of [
      ['web/session', {}],
      ['booking/new/addbooking', addBookingBody(date())],
      ['web/addenquiry', { name: 'A', email: 'a@example.com', mobileNumber: '9876543210', description: 'x', eventName: 'y' }],
      ['web/addlead', { phone: '9876543210' }],
      ['admin/login', { mobileNumber: '9876543210', password: 'secret-password' }],
      ['booking/new/updatebookingforPayment', {}],
      ['web/no-such-call', {}],
      ['../desk/staff', {}],
    ] as const) {
      const res = await call(path, body, { cookie: editor });
      if (path.startsWith('..')) {
        // Out of the preview's API altogether: no call of the desk's is reached through it.
        expect([404, 405], path).toContain(res.status);
        continue;
      }
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe(NOT_IN_PREVIEW);
    }
    expect(await databaseDigest(h.db)).toEqual(before);
  });

  it('refuses hostile input as the live API does: wrong types, NUL, out-of-range dates, a body over 64 KB, not JSON', async () => {
    const editor = await cookieOf('editor');
    const forweb = (body: unknown, raw?: string) => call('web/getalltheatres/forweb', body, { cookie: editor, raw });
    for (const body of [
      { slotDate: 42, locationId: JUBILEE_HILLS },
      { slotDate: '2026-02-30', locationId: JUBILEE_HILLS },
      { slotDate: '1999-01-01', locationId: JUBILEE_HILLS },
      { slotDate: date(), locationId: 'a\u0000b' },
      { slotDate: date(), locationId: 'x'.repeat(10_000) },
    ]) {
      const res = await forweb(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await forweb(null, '{"slotDate":')).status).toBe(400);
    expect((await forweb(null, JSON.stringify({ slotDate: date(), pad: 'x'.repeat(70_000) }))).status).toBe(413);
    const form = await app.request(`${PREVIEW_PATH}${API_PREFIX}web/getalltheatres/forweb`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: editor },
      body: 'slotDate=2026-11-23',
    });
    expect(form.status).toBe(415);
  });
});
