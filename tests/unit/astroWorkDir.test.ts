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
});
