import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eachAtOnce } from '../files/eachAtOnce.ts';

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
 * A link and a copy per image were seconds of every build's start (and its removal a second more),
 * so a finished build leaves its image folder for the next one, which takes it whole by a rename
 * and links in only what the shared cache has that it lacks. Such a folder is the build's own
 * (its .json copies are its own), so taking it shares nothing with another build. Vite's cache
 * goes along: with it, Vite does not bundle its dependencies again (a second or two).
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
/** A finished build's caches (images, Vite's) left beside the builds' folders (leaveSeed), for the next build to take whole. */
const SEED = 'images-';
/** Finished builds' folders kept at most: two processes building at once each find one. */
const SEEDS_KEPT = 2;

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
 * Takes the newest caches a finished build left (SEED: its `assets` and `vite` folders), each
 * renamed whole into `dir`: the names of the images it holds, or undefined when there were none
 * to take (another build may take them first).
 */
async function takeSeed(parent: string, names: string[], dir: string): Promise<Set<string> | undefined> {
  const claimed = join(dir, 'seed');
  for (const name of names
    .filter((n) => n.startsWith(SEED))
    .sort()
    .reverse()) {
    const taken = await rename(join(parent, name), claimed).then(
      () => true,
      () => false,
    );
    if (!taken) continue;
    await rename(join(claimed, 'vite'), join(dir, 'vite')).catch(() => {});
    const images = join(dir, 'cache', 'assets');
    const ok = await rename(join(claimed, 'assets'), images).then(
      () => true,
      () => false,
    );
    await rm(claimed, { recursive: true, force: true });
    return ok ? new Set(await files(images)) : undefined;
  }
  return undefined;
}

/** Leaves a finished build's caches for the next build to take, keeping the newest SEEDS_KEPT. */
async function leaveSeed(parent: string, dir: string): Promise<void> {
  const seed = join(dir, 'seed');
  await mkdir(seed);
  await rename(join(dir, 'cache', 'assets'), join(seed, 'assets'));
  await rename(join(dir, 'vite'), join(seed, 'vite')).catch(() => {});
  await rename(seed, join(parent, `${SEED}${Date.now()}-${randomBytes(4).toString('hex')}`));
  const seeds = (await readdir(parent)).filter((n) => n.startsWith(SEED)).sort();
  for (const old of seeds.slice(0, -SEEDS_KEPT)) await rm(join(parent, old), { recursive: true, force: true });
}

export async function openAstroWorkDir(root: string): Promise<AstroWorkDir> {
  const parent = workDirsOf(root);
  await mkdir(parent, { recursive: true });
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    if (abandoned(name)) await rm(join(parent, name), { recursive: true, force: true });
  }
  const dir = join(parent, `${process.pid}-${randomBytes(6).toString('hex')}`);
  const images = join(dir, 'cache', 'assets');
  await mkdir(dirname(images), { recursive: true });
  // Files of a taken folder are older than this; one astro writes in this build is newer.
  const openedAt = Date.now();
  const fromSeed = await takeSeed(parent, names, dir);
  if (!fromSeed) await mkdir(images);
  const shared = sharedImagesOf(root);
  // What each file was when seeded: a file astro did not write again is not handed back.
  const seeded = new Map<string, number>();
  const lacking = (await files(shared)).filter((name) => !fromSeed?.has(name));
  await eachAtOnce(lacking, async (name) => {
    const to = join(images, name);
    try {
      await (name.endsWith('.json') ? copyFile(join(shared, name), to) : linkOrCopy(join(shared, name), to));
      seeded.set(name, (await stat(to)).mtimeMs);
    } catch {
      // Removed meanwhile by another build's keepImages: this build encodes it again.
    }
  });
  const untouched = (name: string, mtimeMs: number) => {
    const then = seeded.get(name);
    return then === undefined ? fromSeed?.has(name) === true && mtimeMs < openedAt : mtimeMs === then;
  };
  return {
    dir,
    async keepImages() {
      await mkdir(shared, { recursive: true });
      await eachAtOnce(await files(images), async (name) => {
        const from = join(images, name);
        const own = await stat(from);
        if (untouched(name, own.mtimeMs)) return;
        const to = join(shared, name);
        const there = await stat(to).catch(() => undefined);
        if (there && there.ino === own.ino && there.dev === own.dev) return;
        const temp = join(shared, `${TEMP}${randomBytes(4).toString('hex')}-${name}`);
        await linkOrCopy(from, temp);
        await rename(temp, to);
      });
      // The next build starts from this one's caches whole, instead of a link or a copy per image.
      await leaveSeed(parent, dir).catch(() => {});
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
