import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The working folders of one `astro build` (astroBuild.ts), so that two builds in one project
 * folder (a Publish and a test's build, two servers) share none: astro's cacheDir and Vite's (set
 * from ASTRO_WORK_DIR in astro.config.mjs), and astro's server bundle, which it writes to
 * `<cwd>/.astro/` when the site goes outside the current folder and removes when it is done
 * (the build runs with this folder as its cwd). Two builds sharing that bundle failed, or rendered
 * pages from each other's modules.
 *
 * Encoded images are still shared: a build starts with the project's image cache
 * (`node_modules/.astro/assets`) linked in, and a successful one adds what it encoded, each file
 * renamed into place whole, so no build reads another's half-written file. The cache's .json
 * files, which astro rewrites in place when it checks an image again, are copied, not linked.
 */
export interface AstroWorkDir {
  /** The build's cwd; its `cache` and `vite` subfolders are the caches. */
  dir: string;
  /** Adds the images this build encoded to the project's cache (after a successful build). */
  keepImages(): Promise<void>;
  remove(): Promise<void>;
}

const workDirsOf = (root: string) => join(root, 'node_modules', '.astro-builds');
const sharedImagesOf = (root: string) => join(root, 'node_modules', '.astro', 'assets');
const TEMP = '.tmp-';

/** A folder of a build whose process has gone (killed mid-build): nothing will remove it but this. */
function abandoned(name: string): boolean {
  const pid = Number(name.split('-')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith(TEMP)).map((e) => e.name);
}

/** `to` made the same file as `from`: a hard link where the file system allows one, else a copy. */
const linkOrCopy = (from: string, to: string) => link(from, to).catch(() => copyFile(from, to));

/**
 * `work` on every item, many at a time: each is a few file-system calls that wait on libuv's
 * threads, and one after the other they were seconds of every build's start (two per cached image).
 */
async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>, atOnce = 32): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

export async function openAstroWorkDir(root: string): Promise<AstroWorkDir> {
  const parent = workDirsOf(root);
  await mkdir(parent, { recursive: true });
  for (const name of await readdir(parent).catch(() => [])) {
    if (abandoned(name)) await rm(join(parent, name), { recursive: true, force: true });
  }
  const dir = join(parent, `${process.pid}-${randomBytes(6).toString('hex')}`);
  const images = join(dir, 'cache', 'assets');
  await mkdir(images, { recursive: true });
  const shared = sharedImagesOf(root);
  // What each file was when seeded: a file astro did not write again is not handed back.
  const seeded = new Map<string, number>();
  await eachAtOnce(await files(shared), async (name) => {
    const to = join(images, name);
    try {
      await (name.endsWith('.json') ? copyFile(join(shared, name), to) : linkOrCopy(join(shared, name), to));
      seeded.set(name, (await stat(to)).mtimeMs);
    } catch {
      // Removed meanwhile by another build's keepImages: this build encodes it again.
    }
  });
  return {
    dir,
    async keepImages() {
      await mkdir(shared, { recursive: true });
      await eachAtOnce(await files(images), async (name) => {
        const from = join(images, name);
        const own = await stat(from);
        if (seeded.get(name) === own.mtimeMs) return;
        const to = join(shared, name);
        const there = await stat(to).catch(() => undefined);
        if (there && there.ino === own.ino && there.dev === own.dev) return;
        const temp = join(shared, `${TEMP}${randomBytes(4).toString('hex')}-${name}`);
        await linkOrCopy(from, temp);
        await rename(temp, to);
      });
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
