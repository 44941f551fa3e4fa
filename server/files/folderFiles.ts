import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The files of a folder tree, for everything that copies, stores or checks one whole (a release's
 * folder, a backup's staging folder, the site's sources). A folder that is not there (or a file
 * named instead of a folder) has no files; any other failure to read is thrown, never taken for
 * an empty folder.
 */
export async function* files(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** A path under a folder as archives and release lists write it: relative, with '/' between folders. */
export const portablePath = (dir: string, path: string): string => relative(dir, path).split(sep).join('/');

/** Every file under `dir`, as sorted portable paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const path of files(dir)) found.push(portablePath(dir, path));
  return found.sort();
}

/** The hex SHA-256 of bytes in hand. */
export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The hex SHA-256 of a file, read as a stream (a backup's files can be large). */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
