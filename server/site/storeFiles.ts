import { readFile } from 'node:fs/promises';
import type { FileEntry } from '../repo/releaseFiles.ts';
import type { FileStore } from './fileStore.ts';
import { eachAtOnce } from '../files/eachAtOnce.ts';
import { files, portablePath, sha256 } from '../files/folderFiles.ts';

/** Bytes sent to the store at once at most (one file larger than this goes alone): a build's memory stays bounded. */
export const BATCH_BYTES = 8 * 1024 * 1024;

/** A folder's files as a release lists them: each path relative to it, with '/' between folders, and what it holds. */
export async function listFiles(dir: string): Promise<FileEntry[]> {
  const paths: string[] = [];
  for await (const path of files(dir)) paths.push(path);
  const list: FileEntry[] = [];
  // Many at a time: a release is a thousand small files, and one after the other they took a second.
  await eachAtOnce(paths, async (path) => {
    const bytes = await readFile(path);
    list.push({ path: portablePath(dir, path), hash: sha256(bytes), size: bytes.length });
  });
  return list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Groups entries into batches of at most `max` bytes each (a larger one alone). */
export function batches<T extends { size: number }>(items: readonly T[], max = BATCH_BYTES): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length && bytes + item.size > max) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.size;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Stores the files of a built release in `store`, before the release goes live: only those whose
 * bytes are not stored yet (a text change stores its pages, not the images), read again a batch at
 * a time. Answers the release's list of files, for the transaction that makes it live.
 */
export async function storeFiles(dir: string, store: FileStore): Promise<{ files: FileEntry[]; stored: number; bytes: number }> {
  const list = await listFiles(dir);
  const byHash = new Map(list.map((f) => [f.hash, f]));
  const missing = new Set(await store.missing([...byHash.keys()]));
  const toStore = [...byHash.values()].filter((f) => missing.has(f.hash));
  let bytes = 0;
  for (const batch of batches(toStore)) {
    const blobs = await Promise.all(batch.map(async (f) => ({ hash: f.hash, bytes: await readFile(`${dir}/${f.path}`) })));
    // A file changed since it was listed would be stored under a hash it does not have.
    for (const b of blobs)
      if (sha256(b.bytes) !== b.hash) throw new Error(`The file ${byHash.get(b.hash)?.path} changed while it was stored.`);
    await store.put(blobs);
    bytes += blobs.reduce((n, b) => n + b.bytes.length, 0);
  }
  return { files: list, stored: toStore.length, bytes };
}
