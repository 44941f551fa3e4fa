import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileEntry } from '../repo/releaseFiles.ts';
import type { FileStore } from './fileStore.ts';
import { files, sha256 } from '../files/folderFiles.ts';
import { buildsDirOf } from './releaseFolders.ts';
import { batches } from './storeFiles.ts';

/** A fetch's folder until it is complete: not a release folder, so nothing serves or prunes it as one. */
const FETCHING = '.fetch-';

export interface Fetched {
  /** Files fetched from the store, and files re-used from the folders given (linked or copied). */
  fetched: number;
  reused: number;
}

/** True when `dir` has every file of the list, each of its size. */
export async function isComplete(dir: string, list: readonly FileEntry[]): Promise<boolean> {
  for (const f of list) {
    const s = await stat(join(dir, f.path)).catch(() => undefined);
    if (!s?.isFile() || s.size !== f.size) return false;
  }
  return true;
}

/** The files of `folders` that the list needs, by hash: only files of a size it has are read. */
async function reusable(folders: readonly string[], list: readonly FileEntry[]): Promise<Map<string, string>> {
  const sizes = new Set(list.map((f) => f.size));
  const needed = new Set(list.map((f) => f.hash));
  const found = new Map<string, string>();
  for (const folder of folders) {
    for await (const path of files(folder)) {
      const s = await stat(path);
      if (!sizes.has(s.size)) continue;
      const hash = sha256(await readFile(path));
      if (needed.has(hash) && !found.has(hash)) found.set(hash, path);
    }
  }
  return found;
}

/** A file of a complete folder at a new path: a hard link (the folders never change once complete), else a copy. */
async function reuse(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * Makes `dir` a complete copy of a release's files: the files of `reuseFrom` (the folder served
 * now) that it shares are linked, the rest fetched from the store a batch at a time and checked
 * against their hash. All is written to a folder beside it, checked complete, then renamed to
 * `dir` in one step, so `dir` is never a half release: a fetch that fails leaves nothing.
 * A `dir` that is complete already is left as it is.
 */
export async function fetchRelease(o: {
  dir: string;
  list: readonly FileEntry[];
  store: FileStore;
  reuseFrom: readonly string[];
}): Promise<Fetched> {
  if (await isComplete(o.dir, o.list)) return { fetched: 0, reused: o.list.length };
  const temp = join(dirname(o.dir), `${FETCHING}${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(temp, { recursive: true });
    const local = await reusable(o.reuseFrom, o.list);
    const wanted = new Map<string, FileEntry[]>();
    let reused = 0;
    for (const f of o.list) {
      const to = join(temp, f.path);
      await mkdir(dirname(to), { recursive: true });
      const from = local.get(f.hash);
      if (from) {
        await reuse(from, to);
        reused += 1;
      } else wanted.set(f.hash, [...(wanted.get(f.hash) ?? []), f]);
    }
    const unique = [...wanted.values()].map((same) => same[0]);
    for (const batch of batches(unique)) {
      const got = await o.store.get(batch.map((f) => f.hash));
      for (const { hash } of batch) {
        const bytes = got.get(hash);
        if (!bytes || sha256(bytes) !== hash)
          throw new Error(`The store does not have the file ${wanted.get(hash)![0].path} as it was published.`);
        for (const f of wanted.get(hash)!) await writeFile(join(temp, f.path), bytes);
      }
    }
    if (!(await isComplete(temp, o.list))) throw new Error('The fetched release is missing files.');
    await rm(o.dir, { recursive: true, force: true });
    await rename(temp, o.dir);
    return { fetched: o.list.length - reused, reused };
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    // Another process on the same folder may have completed it meanwhile.
    if (await isComplete(o.dir, o.list)) return { fetched: 0, reused: o.list.length };
    throw err;
  }
}

/** Fetches left by a process that stopped midway; `keepNewerThanMs` spares those another process may still be writing. */
export async function removeStaleFetches(siteDir: string, keepNewerThanMs: number, now = Date.now()): Promise<void> {
  const dir = buildsDirOf(siteDir);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(FETCHING)) continue;
    const s = await stat(join(dir, name)).catch(() => undefined);
    if (s && now - s.mtimeMs > keepNewerThanMs) await rm(join(dir, name), { recursive: true, force: true });
  }
}
