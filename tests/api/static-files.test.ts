import { mkdtempSync, mkdirSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../server/http/staticFiles.ts';

/** A folder as a build leaves it: pages with their compressed copies beside them. */
const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><html><body><script>go()</script>${'<p>Celebrate in a private theatre.</p>\n'.repeat(100)}</body></html>`;
const notFound = `<!doctype html><html><body>${'<p>Page not found.</p>\n'.repeat(100)}</body></html>`;
const css = `body { color: black; }\n`.repeat(100);
mkdirSync(join(dir, 'about'));
mkdirSync(join(dir, '_astro'));
writeFileSync(join(dir, 'about', 'index.html'), page);
writeFileSync(join(dir, 'about', 'index.html.br'), brotliCompressSync(page));
writeFileSync(join(dir, 'about', 'index.html.gz'), gzipSync(page));
writeFileSync(join(dir, '404.html'), notFound);
writeFileSync(join(dir, '404.html.br'), brotliCompressSync(notFound));
writeFileSync(join(dir, '404.html.gz'), gzipSync(notFound));
// Only a gzip copy: a request that prefers brotli gets gzip.
writeFileSync(join(dir, '_astro', 'app.css'), css);
writeFileSync(join(dir, '_astro', 'app.css.gz'), gzipSync(css));
writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(2048, 1));
// A copy older than its file (the file changed since) is never sent.
writeFileSync(join(dir, 'stale.txt'), 'new text '.repeat(200));
writeFileSync(join(dir, 'stale.txt.gz'), gzipSync('old text '.repeat(200)));
utimesSync(join(dir, 'stale.txt.gz'), new Date('2020-01-01'), new Date('2020-01-01'));

const app = new Hono();
app.all(
  '*',
  staticFiles({ root: () => dir, notFoundPage: '/404.html', htmlHeaders: (html) => ({ 'x-page-length': String(html.length) }) }),
);

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files stored compressed', () => {
  it.each([
    [undefined, null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0, identity', null],
    ['br, identity;q=0', 'br'],
    ['identity', null],
  ])('Accept-Encoding %j gets %s, with Vary and the length of what is sent', async (accept, coding) => {
    const res = await get('/about/', accept === undefined ? {} : { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    const text = coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
    expect(text.toString()).toBe(page);
    // Headers drawn from the page's text are the same whichever coding is sent.
    expect(res.headers.get('x-page-length')).toBe(String(page.length));
  });

  it('falls back to the coding that is stored', async () => {
    const res = await get('/_astro/app.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString()).toBe(css);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never sends a copy older than its file', async () => {
    const res = await get('/stale.txt', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).startsWith('new text')).toBe(true);
  });

  it('gives each coding its own ETag, and a 304 only for the one the client holds', async () => {
    const etag = async (accept: string) => (await get('/about/', { 'accept-encoding': accept })).headers.get('etag')!;
    const [br, gzip, plain] = [await etag('br'), await etag('gzip'), await etag('identity')];
    expect(new Set([br, gzip, plain]).size).toBe(3);

    const revalidated = await get('/about/', { 'accept-encoding': 'br', 'if-none-match': br });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(br);
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(await revalidated.text()).toBe('');
    expect((await get('/about/', { 'accept-encoding': 'br', 'if-none-match': `"x", ${br}` })).status).toBe(304);

    // The brotli copy's tag does not stand for the gzip one.
    const other = await get('/about/', { 'accept-encoding': 'gzip', 'if-none-match': br });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const full = await get('/about/', { 'accept-encoding': 'br' });
    const head = await get('/about/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'content-type', 'x-page-length']) {
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    }
    expect(Number(head.headers.get('content-length'))).toBe((await bytes(full)).length);
  });

  it('does not vary images, which are not stored compressed', async () => {
    const res = await get('/photo.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-length')).toBe('2048');
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get('/about/index.html.br')).status).toBe(404);
    expect((await get('/_astro/app.css.gz')).status).toBe(404);
  });
});

describe('the not-found page', () => {
  it.each(['/404.html', '/404', '/404/', '/no-such-page'])('is a 404 at %s, compressed as a page is', async (path) => {
    const res = await get(path, { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(notFound);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('is a 404 for HEAD, without a body', async () => {
    const res = await get('/404.html', {}, 'HEAD');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(notFound)));
    expect(await res.text()).toBe('');
  });

  it('refuses other methods', async () => {
    const res = await get('/about/', {}, 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a site folder swapped to another release during a request', () => {
  // As a Publish leaves it: the site folder a link to one release's folder, pointed at the next in one rename.
  const releases = mkdtempSync(join(tmpdir(), 'static-releases-'));
  afterAll(() => rmSync(releases, { recursive: true, force: true }));
  const release = (name: string, text: string) => {
    const html = `<!doctype html><html><body><p>${text}</p>${'<p>Our FAQs.</p>\n'.repeat(50)}</body></html>`;
    mkdirSync(join(releases, name, 'Faqs'), { recursive: true });
    writeFileSync(join(releases, name, 'Faqs', 'index.html'), html);
    writeFileSync(join(releases, name, 'Faqs', 'index.html.br'), brotliCompressSync(html));
    return html;
  };
  const pointAt = (site: string, name: string) => {
    symlinkSync(name, `${site}.next`);
    renameSync(`${site}.next`, site);
  };

  it.each(['identity', 'br'])('sends the page whole, of the release it started with (%s)', async (coding) => {
    const before = release(`${coding}-one`, 'Can we bring our own decorations?');
    const after = release(`${coding}-two`, 'Can we bring our own candles, and a cake from home? (published later)');
    const site = join(releases, `${coding}-dist`);
    symlinkSync(`${coding}-one`, site);
    let swapped = false;
    const app = new Hono();
    app.all(
      '*',
      staticFiles({
        root: () => site,
        // Called after the page was looked at and before its bytes are read: the Publish's swap lands there.
        htmlHeaders: () => {
          if (!swapped) pointAt(site, `${coding}-two`);
          swapped = true;
          return {};
        },
      }),
    );
    const res = await app.request('/Faqs/', { headers: { 'accept-encoding': coding } });
    const body = await bytes(res);
    expect(swapped).toBe(true);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect((coding === 'br' ? brotliDecompressSync(body) : body).toString()).toBe(before);
    // The next request reads the release now live.
    expect(await (await app.request('/Faqs/')).text()).toBe(after);
  });
});
