import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from '../../server/site/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><html><body>${'<p>A private theatre for your celebration.</p>\n'.repeat(200)}</body></html>`;

describe('precompress', () => {
  it('stores brotli and gzip copies of text files, in nested folders; not of images or tiny files', async () => {
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'about', 'index.html'), page);
    writeFileSync(join(dir, '_astro', 'app.js'), `export const a = ${JSON.stringify(page)};`);
    writeFileSync(join(dir, 'sitemap.xml'), `<urlset>${'<url><loc>https://x.in/a</loc></url>'.repeat(60)}</urlset>`);
    // Below the threshold: not worth a copy.
    writeFileSync(join(dir, 'tiny.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(MIN_BYTES - 50)}</svg>`);
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    const report = await precompress(dir);

    expect(report.files).toBe(3);
    for (const file of ['about/index.html', '_astro/app.js', 'sitemap.xml']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(readdirSync(dir).sort()).toEqual([
      '_astro',
      'about',
      'photo.webp',
      'sitemap.xml',
      'sitemap.xml.br',
      'sitemap.xml.gz',
      'tiny.svg',
    ]);
    expect(report.brBytes).toBeLessThan(report.gzBytes);
    expect(report.gzBytes).toBeLessThan(report.bytes / 4);
  });
});

describe('precompress beside the site served now', () => {
  it('takes the compressed copies of a file the served site has with the same bytes, and compresses a changed one', async () => {
    const served = mkdtempSync(join(tmpdir(), 'precompress-served-'));
    const next = mkdtempSync(join(tmpdir(), 'precompress-next-'));
    try {
      for (const folder of [served, next]) mkdirSync(join(folder, '_astro'));
      writeFileSync(join(served, '_astro', 'app.js'), `export const a = ${JSON.stringify(page)};`);
      writeFileSync(join(served, 'index.html'), page);
      await precompress(served);
      // Marked, so that a copy taken from the served site tells itself from one compressed again.
      writeFileSync(join(served, '_astro', 'app.js.br'), 'as served');

      writeFileSync(join(next, '_astro', 'app.js'), `export const a = ${JSON.stringify(page)};`);
      const changed = page.replace('</body>', '<p>New text.</p></body>');
      writeFileSync(join(next, 'index.html'), changed);
      const report = await precompress(next, served);

      expect(report).toMatchObject({ files: 2, reused: 1 });
      expect(readFileSync(join(next, '_astro', 'app.js.br'), 'utf8')).toBe('as served');
      expect(readFileSync(join(next, '_astro', 'app.js.gz')).equals(readFileSync(join(served, '_astro', 'app.js.gz')))).toBe(true);
      // The server sends a coding only when it is not older than its file.
      expect(statSync(join(next, '_astro', 'app.js.br')).mtimeMs).toBeGreaterThanOrEqual(statSync(join(next, '_astro', 'app.js')).mtimeMs);
      expect(brotliDecompressSync(readFileSync(join(next, 'index.html.br'))).toString()).toBe(changed);
      expect(gunzipSync(readFileSync(join(next, 'index.html.gz'))).toString()).toBe(changed);
    } finally {
      rmSync(served, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });
});
