import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder under the media folder that uploaded images go to, and the URL path it is served at (/media/*). */
export const UPLOADS_FOLDER = 'uploads';

/** Where an upload is served: the media route serves the media folder under /media/. */
export const uploadPath = (fileName: string): string => `/media/${UPLOADS_FOLDER}/${fileName}`;

/**
 * Writes an upload's file under <mediaDir>/uploads/ (made on first use). The name is new (a random
 * id), so an existing file is never replaced ('wx'); answers the file's full path, to remove it
 * again when its row cannot be saved.
 */
export async function writeUpload(mediaDir: string, fileName: string, data: Uint8Array): Promise<string> {
  const folder = join(mediaDir, UPLOADS_FOLDER);
  await mkdir(folder, { recursive: true });
  const file = join(folder, fileName);
  try {
    await writeFile(file, data, { flag: 'wx' });
  } catch (err) {
    // A half-written file (a full disk) must not stay behind to be served.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await removeUpload(file);
    throw err;
  }
  return file;
}

export async function removeUpload(file: string): Promise<void> {
  await rm(file, { force: true });
}
