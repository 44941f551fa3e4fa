import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release } from '../../src/lib/api/deskReleases.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { startProduct, type Product } from '../support/startProduct.ts';
import { whileRunning } from './whileRunning.ts';

/**
 * A Publish end to end, as `npm start` runs the product (embedded database, no first build): an
 * editor saves a draft at the desk and publishes it; the real astro build reads the drafts through
 * the server's content-view prefix, the site is swapped in, and the draft is live.
 */
let server: Product | undefined;
/** The server's, on a port of its own. */
let ORIGIN = '';
/** The desk's POSTs must come from the site's own origin, which the server names localhost. */
let SITE_ORIGIN = '';
const dir = mkdtempSync(join(tmpdir(), 'theatre-publish-'));
const siteDir = join(dir, 'dist');
let cookie = '';

async function desk(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${ORIGIN}/v1/desk/${path}`, {
    method,
    headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/json', origin: SITE_ORIGIN } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, res };
}

function* textFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (/\.(html|js|css|json|xml|txt|webmanifest)$/.test(entry.name)) yield path;
  }
}

beforeAll(async () => {
  // The release is under test, not the images: they are copied as they are (SITE_IMAGES).
  server = await startProduct(['--fresh', '--no-build'], {
    DATABASE_URL: '',
    DATA_DIR: join(dir, 'data'),
    SITE_DIR: siteDir,
    API_ORIGIN: '',
    SITE_IMAGES: 'original',
    NODE_ENV: 'development',
  });
  ORIGIN = server.origin;
  SITE_ORIGIN = `http://localhost:${server.port}`;
  const editor = DEV_STAFF.find((s) => s.role === 'editor')!;
  const signIn = await desk('POST', 'sign-in', { login: editor.login, password: editor.password });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  cookie = signIn.res.headers.getSetCookie()[0].split(';')[0];
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Presses Publish and waits for its build's outcome, noting the pages it told done while it built. */
async function publish(): Promise<{ done: Release; pagesSeen: number }> {
  const asked = await desk('POST', 'releases/publish', {});
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const id: string = asked.body.release.id;
  let pagesSeen = 0;
  const done = await whileRunning(server!.child, 'the publish', async () => {
    const build: Release = (await desk('GET', 'releases')).body.status.build;
    if (build.id !== id) return undefined;
    if (build.status === 'building') pagesSeen = Math.max(pagesSeen, build.pagesDone);
    return build.status === 'building' ? undefined : build;
  });
  return { done, pagesSeen };
}

/** The lines the server prints from now on (its builds' astro output among them), without colours (CI forces them). */
function printed(): { lines: () => string[] } {
  let text = '';
  server!.child.stdout!.on('data', (chunk: Buffer) => (text += chunk));
  return { lines: () => stripVTControlCharacters(text).split('\n') };
}

describe('Publish', () => {
  it('builds the site with the drafts through the real astro build, shows its progress, and makes them live', async () => {
    const { body: list } = await desk('GET', 'records?kind=faq');
    const faq = list.records[0];
    const question = `Can we bring our own decorations? (published ${Date.now()})`;
    const saved = await desk(
      'POST',
      'records/save',
      { kind: 'faq', id: faq.id, fields: { ...faq.fields, question } },
      { 'if-match': String(faq.version) },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const { done, pagesSeen } = await publish();
    expect(done, done.error ?? '').toMatchObject({ status: 'live', error: null });
    expect(pagesSeen).toBeGreaterThan(0);
    expect(done.pagesDone).toBeGreaterThan(10);
    expect(done.pagesTotal).toBe(done.pagesDone);

    // The page shows the draft, and the API answers it as live content.
    const page = await (await fetch(`${ORIGIN}/Faqs`)).text();
    expect(page).toContain(question);
    const api = await fetch(`${ORIGIN}/v1/theatre/web/allmodules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await api.json()) as { faqs: { question: string }[] }).faqs.map((f) => f.question)).toContain(question);
    expect((await desk('GET', 'records?kind=faq')).body.records.find((f: { id: string }) => f.id === faq.id).state).toBe('live');

    // No page names the build's private API address (it is dead now, and was secret).
    const files = [...textFiles(siteDir)];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain('/_release/');
  });

  it('reads every image of the release before from the image cache, and a new image anew, shown as it is', async () => {
    // A new photo uploaded at the desk, in a gallery record of the drafts.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    const up = await fetch(`${ORIGIN}/v1/desk/images/upload?alt=${encodeURIComponent('A green test photo')}`, {
      method: 'POST',
      headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    const uploaded = (await up.json()) as any;
    expect(up.status, JSON.stringify(uploaded)).toBe(200);
    const path: string = uploaded.image.path;
    const name = path
      .split('/')
      .pop()!
      .replace(/\.\w+$/, '');
    const saved = await desk('POST', 'records/save', { kind: 'gallery', fields: { image: path, alt: 'A green test photo', position: 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const output = printed();
    const { done } = await publish();
    expect(done, done.error ?? '').toMatchObject({ status: 'live', error: null });

    // Astro prints a line per image it makes: '(reused cache entry)', or the sizes of one it read anew.
    const images = output.lines().filter((line) => /\(\d+\/\d+\)\s*$/.test(line) && line.includes('/_astro/'));
    const anew = images.filter((line) => !/reused cache entry|revalidated cache entry/.test(line));
    expect(images.length).toBeGreaterThan(50);
    expect(anew.length).toBeGreaterThan(0);
    expect(
      anew.every((line) => line.includes(name)),
      anew.join('\n'),
    ).toBe(true);

    // The gallery shows the new photo's own bytes (SITE_IMAGES=original copies them as they are).
    const gallery = await (await fetch(`${ORIGIN}/gallery`)).text();
    const shown = new RegExp(`/_astro/${name}[^"'\\s,]*`).exec(gallery)?.[0];
    expect(shown, 'the gallery names the new photo').toBeDefined();
    const served = Buffer.from(await (await fetch(`${ORIGIN}${shown}`)).arrayBuffer());
    const stored = Buffer.from(await (await fetch(`${ORIGIN}${path}`)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });
});
