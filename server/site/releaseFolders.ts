import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { files } from '../files/folderFiles.ts';
import { isCompressible } from '../http/contentTypes.ts';

/**
 * Where releases keep their pages: a Publish's beside the site's other builds
 * (`<siteDir>.builds/r-<id>`, kept while it can be rolled back to), a Preview's in
 * `<siteDir>.preview/<id>` (only the latest is kept).
 */
const RELEASE_PREFIX = 'r-';

export const buildsDirOf = (siteDir: string): string => `${siteDir}.builds`;
export const previewDirOf = (siteDir: string): string => `${siteDir}.preview`;
export const isReleaseFolder = (name: string): boolean => name.startsWith(RELEASE_PREFIX);
export const releaseFolder = (siteDir: string, id: string): string => resolve(buildsDirOf(siteDir), `${RELEASE_PREFIX}${id}`);
export const previewFolder = (siteDir: string, id: string): string => resolve(previewDirOf(siteDir), id);

/** Every file under `dir`, as its path; nothing for a folder that is not there. */
/** The pages of a built site (its .html files); 0 for a folder that is not there. */
export async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for await (const path of files(dir)) if (path.endsWith('.html')) pages += 1;
  return pages;
}

/** The first text file of a build that contains `text` (the build's private API address), or undefined. */
export async function fileContaining(dir: string, text: string): Promise<string | undefined> {
  for await (const path of files(dir)) {
    if (isCompressible(path) && (await readFile(path, 'utf8')).includes(text)) return path;
  }
  return undefined;
}

/** Removes the release folders of `siteDir` but those in `keep` (absolute paths): the live one, and those to roll back to. */
export async function pruneReleaseFolders(siteDir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const dir = buildsDirOf(siteDir);
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = resolve(dir, name);
    if (!isReleaseFolder(name) || keep.has(path)) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(path);
  }
  return removed;
}

/** Removes every preview but the one in `keep`. */
export async function prunePreviews(siteDir: string, keep: string): Promise<void> {
  const dir = previewDirOf(siteDir);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = resolve(dir, name);
    if (path !== keep) await rm(path, { recursive: true, force: true });
  }
}
