import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAstroWorkDir } from '../../server/site/astroWorkDir.ts';

/** A project folder of its own: the image cache a build before left, and two builds' folders. */
const root = mkdtempSync(join(tmpdir(), 'astro-work-'));
const shared = join(root, 'node_modules', '.astro', 'assets');
const builds = join(root, 'node_modules', '.astro-builds');
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(shared, { recursive: true });
writeFileSync(join(shared, 'hall_Z1abc.webp'), 'encoded hall');
writeFileSync(join(shared, 'hall_Z1abc.webp.json'), '{"expires":1}');
// A build killed mid-way (its process is gone), and one still running in this process.
const pidGone = 2 ** 22 + 1;
mkdirSync(join(builds, `${pidGone}-killed`), { recursive: true });
mkdirSync(join(builds, `${process.pid}-running`), { recursive: true });

describe('openAstroWorkDir', () => {
  it('gives each build its own folder, with the cached images linked in and their records copied', async () => {
    const one = await openAstroWorkDir(root);
    const two = await openAstroWorkDir(root);
    expect(one.dir).not.toBe(two.dir);
    const images = join(one.dir, 'cache', 'assets');
    expect(statSync(join(images, 'hall_Z1abc.webp')).ino).toBe(statSync(join(shared, 'hall_Z1abc.webp')).ino);
    // Astro rewrites a record in place when it checks an image again: the build's own copy.
    expect(statSync(join(images, 'hall_Z1abc.webp.json')).ino).not.toBe(statSync(join(shared, 'hall_Z1abc.webp.json')).ino);
    expect(readFileSync(join(images, 'hall_Z1abc.webp.json'), 'utf8')).toBe('{"expires":1}');
    // A killed build's folder goes; a running one's stays.
    expect(existsSync(join(builds, `${pidGone}-killed`))).toBe(false);
    expect(existsSync(join(builds, `${process.pid}-running`))).toBe(true);
    await one.remove();
    await two.remove();
    expect(existsSync(one.dir)).toBe(false);
  });

  it('adds what a build encoded or checked again to the shared cache, leaving what it did not touch', async () => {
    const hallBefore = statSync(join(shared, 'hall_Z1abc.webp')).ino;
    const work = await openAstroWorkDir(root);
    const images = join(work.dir, 'cache', 'assets');
    writeFileSync(join(images, 'cosmos_Zq9.avif'), 'encoded cosmos');
    writeFileSync(join(images, 'cosmos_Zq9.avif.json'), '{"expires":2}');
    writeFileSync(join(images, 'hall_Z1abc.webp.json'), '{"expires":3}');
    await work.keepImages();
    await work.remove();

    expect(readFileSync(join(shared, 'cosmos_Zq9.avif'), 'utf8')).toBe('encoded cosmos');
    expect(readFileSync(join(shared, 'cosmos_Zq9.avif.json'), 'utf8')).toBe('{"expires":2}');
    expect(readFileSync(join(shared, 'hall_Z1abc.webp.json'), 'utf8')).toBe('{"expires":3}');
    expect(statSync(join(shared, 'hall_Z1abc.webp')).ino).toBe(hallBefore);
    expect(readdirSync(shared).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it("starts the next build from a finished build's folder, taken whole, with what the shared cache has besides", async () => {
    const first = await openAstroWorkDir(root);
    writeFileSync(join(first.dir, 'cache', 'assets', 'lounge_Zk2.avif'), 'encoded lounge');
    // Vite's cache of bundled dependencies goes along.
    mkdirSync(join(first.dir, 'vite', 'deps'), { recursive: true });
    writeFileSync(join(first.dir, 'vite', 'deps', 'react.js'), 'bundled react');
    await first.keepImages();
    await first.remove();
    const left = readdirSync(builds).filter((name) => name.startsWith('images-'));
    expect(left).toHaveLength(1);
    const record = statSync(join(builds, left[0], 'assets', 'hall_Z1abc.webp.json')).ino;
    // Encoded by another build meanwhile: only in the shared cache.
    writeFileSync(join(shared, 'studio_Zp4.webp'), 'encoded studio');

    const next = await openAstroWorkDir(root);
    const images = join(next.dir, 'cache', 'assets');
    expect(readdirSync(builds).filter((name) => name.startsWith('images-'))).toEqual([]);
    // The folder itself, not copies of it: the record is the one the first build left.
    expect(statSync(join(images, 'hall_Z1abc.webp.json')).ino).toBe(record);
    expect(statSync(join(images, 'studio_Zp4.webp')).ino).toBe(statSync(join(shared, 'studio_Zp4.webp')).ino);
    expect(readFileSync(join(images, 'lounge_Zk2.avif'), 'utf8')).toBe('encoded lounge');
    expect(readFileSync(join(next.dir, 'vite', 'deps', 'react.js'), 'utf8')).toBe('bundled react');
    // A record astro rewrites in the taken folder is handed back; one it did not touch is not.
    const sharedLounge = statSync(join(shared, 'lounge_Zk2.avif')).ino;
    writeFileSync(join(images, 'hall_Z1abc.webp.json'), '{"expires":4}');
    await next.keepImages();
    await next.remove();
    expect(readFileSync(join(shared, 'hall_Z1abc.webp.json'), 'utf8')).toBe('{"expires":4}');
    expect(statSync(join(shared, 'lounge_Zk2.avif')).ino).toBe(sharedLounge);
    expect(existsSync(next.dir)).toBe(false);
  });

  it('keeps two finished folders at most, the newest', async () => {
    const works = [await openAstroWorkDir(root), await openAstroWorkDir(root), await openAstroWorkDir(root)];
    for (const work of works) {
      await work.keepImages();
      await work.remove();
    }
    expect(readdirSync(builds).filter((name) => name.startsWith('images-'))).toHaveLength(2);
  });
});
