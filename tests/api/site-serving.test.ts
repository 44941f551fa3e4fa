import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/main.ts';

/**
 * The server as `npm start` runs it while it builds the site: builds are folders in dist.builds/,
 * dist links to the last complete one (as server/site/buildSite.ts leaves them).
 */
const dir = mkdtempSync(join(tmpdir(), 'site-serving-'));
const siteDir = join(dir, 'dist');

function writeBuild(id: string, text: string): string {
  const build = join(dir, 'dist.builds', id);
  mkdirSync(build, { recursive: true });
  writeFileSync(join(build, 'index.html'), `<!doctype html><html><body><script>go()</script><h1>${text}</h1></body></html>`);
  writeFileSync(join(build, '404.html'), `<!doctype html><html><body><h1>Not found (${text})</h1></body></html>`);
  return build;
}

/** Points dist at a build in one rename, as a swap does. */
function swapTo(id: string) {
  symlinkSync(join('dist.builds', id), join(dir, 'dist.next'));
  renameSync(join(dir, 'dist.next'), siteDir);
}

let server: Awaited<ReturnType<typeof startServer>>;
let origin: string;
beforeAll(async () => {
  writeBuild('1', 'First build');
  swapTo('1');
  const config = { ...loadConfig({}), port: 0, dataDir: join(dir, 'data'), siteDir, siteUrl: 'https://theatre.example.in' };
  // As `npm start` does: the server starts while its site is being built.
  server = await startServer(config, { siteBuilding: true });
  origin = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('while the site is being built', () => {
  it('serves the last complete build', async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('First build');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
  });

  it('serves the new build once it is swapped in', async () => {
    writeBuild('2', 'Second build');
    swapTo('2');
    expect(await (await fetch(`${origin}/`)).text()).toContain('Second build');
    expect((await fetch(`${origin}/404.html`)).status).toBe(404);
  });

  it('answers 503 with Retry-After and a message only when there is no build yet', async () => {
    rmSync(siteDir);
    const res = await fetch(`${origin}/about/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('The site is being built. Please try again in a moment.');
    // The API is up meanwhile.
    expect((await fetch(`${origin}/v1/theatre/admin/address/getall`)).status).toBe(200);
  });

  it('no longer says it is building once the build is over', async () => {
    await server.siteBuilt();
    expect((await fetch(`${origin}/`)).status).toBe(404);
    swapTo('2');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('pages and API answers forbid framing, as the CSP does', async () => {
    for (const path of ['/', '/v1/theatre/admin/address/getall']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the information pages go without the opener policy; every other page and every call keeps it', async () => {
    for (const path of ['/', '/index.html', '/about', '/about/', '/Faqs', '/gallery']) {
      expect((await fetch(`${origin}${path}`)).headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
    for (const path of [
      '/profile',
      '/Checkout',
      '/my-booking',
      '/desk',
      '/enquiry',
      '/theaters',
      '/aboutx',
      '/v1/theatre/admin/address/getall',
    ]) {
      expect((await fetch(`${origin}${path}`)).headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('HSTS is sent when SITE_URL is https', async () => {
    expect((await fetch(`${origin}/`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('HSTS is never sent for a plain-http site', async () => {
    for (const siteUrl of ['http://localhost:4321', undefined]) {
      const app = createApp({ db: server.db, siteUrl, siteDir: () => siteDir });
      for (const path of ['/', '/v1/theatre/admin/address/getall']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('strict-transport-security'), `${siteUrl} ${path}`).toBeNull();
        expect(res.headers.get('x-frame-options')).toBe('DENY');
      }
    }
  });
});

describe('compression', () => {
  it('compresses API answers per request, over a size', async () => {
    const res = await fetch(`${origin}/v1/theatre/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).openapi).toBeTruthy();
  });

  it('sends a small API answer as it is, with its length', async () => {
    const res = await createApp({ db: server.db }).request('/v1/theatre/web/getcharges', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(Buffer.byteLength(body)).toBeLessThan(1024);
  });

  it('sends a page as it is stored when no compressed copy is', async () => {
    const res = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('Second build');
  });
});
