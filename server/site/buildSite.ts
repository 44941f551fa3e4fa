import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { astroBuild } from './astroBuild.ts';
import { precompress, type PrecompressReport } from './precompress.ts';
import { buildsDirOf, isReleaseFolder, previewDirOf } from './releaseFolders.ts';
import { swapSite } from './swapSite.ts';

/** What precompress.ts did to a build, for the server's log. */
export function precompressLine(packed: PrecompressReport): string {
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  const reused = packed.reused ? `, ${packed.reused} of them as the served site had them` : '';
  return `Compressed ${packed.files} files (${kb(packed.bytes)}; brotli ${kb(packed.brBytes)}, gzip ${kb(packed.gzBytes)}${reused}) in ${packed.ms} ms.`;
}

/**
 * Pre-renders the site from the API at `apiOrigin` and makes it the one served at `siteDir`,
 * atomically: `npm run build` with API_ORIGIN, the site of an API served elsewhere, with no
 * database here. A server's own builds and the editors' Publish are releases (releases.ts), which
 * take turns under the build lease and are recorded.
 *
 * Each build goes into a fresh folder beside it (`<siteDir>.builds/<id>`) and is swapped in whole
 * once complete (swapSite.ts). The previous build is kept for requests still reading it; older
 * ones are removed, but never a release's folder (kept to roll back to). Before the swap, every
 * text file is stored compressed beside itself (precompress.ts), so that serving never compresses.
 */
export async function buildSite(apiOrigin: string, siteDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const buildsDir = buildsDirOf(siteDir);
  await mkdir(buildsDir, { recursive: true });
  const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
  const outDir = join(buildsDir, id);
  try {
    await astroBuild({ apiOrigin, outDir, env });
    console.log(precompressLine(await precompress(outDir, siteDir)));
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw err;
  }
  await swapSite(siteDir, outDir);
  await pruneBuilds(buildsDir, 2);
  return outDir;
}

/** Keeps the newest `keep` builds of this kind (the one served and the one before it); releases have their own rules. */
async function pruneBuilds(buildsDir: string, keep: number): Promise<void> {
  const builds = (await readdir(buildsDir))
    .filter((name) => !isReleaseFolder(name))
    .sort()
    .reverse();
  for (const old of builds.slice(keep)) await rm(join(buildsDir, old), { recursive: true, force: true });
}

/**
 * Removes every build of `siteDir` (the served link, the builds and releases, the preview, and any
 * link left by a build that was stopped before its swap), so that nothing is served until the next
 * build completes.
 */
export async function removeBuilds(siteDir: string): Promise<void> {
  const parent = dirname(siteDir);
  const strays = (await readdir(parent).catch(() => [] as string[])).filter((name) => name.startsWith(`${basename(siteDir)}.link-`));
  for (const path of [siteDir, buildsDirOf(siteDir), previewDirOf(siteDir), ...strays.map((name) => join(parent, name))])
    await rm(path, { recursive: true, force: true });
}
