import { randomBytes } from 'node:crypto';
import { lstat, readlink, rename, rm, symlink } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

async function isRealDirectory(path: string): Promise<boolean> {
  try {
    const s = await lstat(path);
    return s.isDirectory() && !s.isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Makes `siteDir` serve the complete build in `outDir`, atomically: `siteDir` is a symbolic link,
 * replaced in one rename by a new link made beside it, so a visitor gets either the old site or
 * the new one, never a half-written page.
 */
export async function swapSite(siteDir: string, outDir: string): Promise<void> {
  const link = `${siteDir}.link-${randomBytes(4).toString('hex')}`;
  await symlink(relative(dirname(siteDir), outDir), link);
  try {
    // A folder left by an older layout cannot be renamed over: it goes first, once.
    if (await isRealDirectory(siteDir)) await rm(siteDir, { recursive: true, force: true });
    await rename(link, siteDir);
  } catch (err) {
    await rm(link, { force: true });
    throw err;
  }
}

/** The folder `siteDir` serves now, as an absolute path; undefined when it is no link. */
export async function servedFolder(siteDir: string): Promise<string | undefined> {
  try {
    return resolve(dirname(siteDir), await readlink(siteDir));
  } catch {
    return undefined;
  }
}
