import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm, symlink, lstat } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `astro build` into outDir, reading the API at apiOrigin. */
function astroBuild(apiOrigin: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build'], {
      cwd: root,
      stdio: 'inherit',
      // The browser's islands call API_ORIGIN when it is set, and otherwise the page's own origin.
      env: {
        ...env,
        BUILD_API_ORIGIN: apiOrigin,
        PUBLIC_API_ORIGIN: env.API_ORIGIN ?? '',
        PUBLIC_BOOKING_HORIZON_DAYS: env.BOOKING_HORIZON_DAYS ?? '',
        SITE_DIR: outDir,
      },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The site build failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

async function isRealDirectory(path: string): Promise<boolean> {
  try {
    const s = await lstat(path);
    return s.isDirectory() && !s.isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Pre-renders the site and makes it the one served at `siteDir`, atomically.
 *
 * Each build goes into a fresh folder beside it (`<siteDir>.builds/<id>`); `siteDir` is a symbolic
 * link that is replaced in one rename once the build is complete, so a visitor gets either the
 * old site or the new one, never a half-written page. The previous build is kept for requests
 * still reading it; older ones are removed. Before the swap, every text file is stored compressed
 * beside itself (precompress.ts), so that serving never compresses.
 */
export async function buildSite(apiOrigin: string, siteDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const buildsDir = `${siteDir}.builds`;
  await mkdir(buildsDir, { recursive: true });
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
  const outDir = join(buildsDir, id);
  try {
    await astroBuild(apiOrigin, outDir, env);
    const packed = await precompress(outDir);
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `Compressed ${packed.files} files (${kb(packed.bytes)}; brotli ${kb(packed.brBytes)}, gzip ${kb(packed.gzBytes)}) in ${packed.ms} ms.`,
    );
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw err;
  }
  const link = `${siteDir}.link-${id}`;
  await symlink(relative(dirname(siteDir), outDir), link);
  // A folder left by an older layout cannot be renamed over: it goes first, once.
  if (await isRealDirectory(siteDir)) await rm(siteDir, { recursive: true, force: true });
  await rename(link, siteDir);
  await pruneBuilds(buildsDir, 2);
  return outDir;
}

/** Keeps the newest `keep` builds (the one served and the one before it). */
async function pruneBuilds(buildsDir: string, keep: number): Promise<void> {
  const builds = (await readdir(buildsDir)).sort().reverse();
  for (const old of builds.slice(keep)) await rm(join(buildsDir, old), { recursive: true, force: true });
}

/**
 * Removes every build of `siteDir` (the served link, the builds, and any link left by a build that
 * was stopped before its swap), so that nothing is served until the next build completes.
 */
export async function removeBuilds(siteDir: string): Promise<void> {
  const parent = dirname(siteDir);
  const strays = (await readdir(parent).catch(() => [] as string[])).filter((name) => name.startsWith(`${basename(siteDir)}.link-`));
  for (const path of [siteDir, `${siteDir}.builds`, ...strays.map((name) => join(parent, name))])
    await rm(path, { recursive: true, force: true });
}
