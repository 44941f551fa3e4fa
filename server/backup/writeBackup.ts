import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { create } from 'tar';
import type { Database } from '../db/database.ts';
import { UPLOADS_FOLDER } from '../media/uploadFiles.ts';
import { filesUnder, sha256Of } from '../files/folderFiles.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST, MEDIA_FOLDER, TABLES_FOLDER, type Manifest } from './backupFormat.ts';
import { dumpTables } from './dumpTables.ts';

/** The uploads as they are now, linked into the staging folder (copied where a link cannot be made). */
async function stageUploads(mediaDir: string, staging: string): Promise<void> {
  const from = join(mediaDir, UPLOADS_FOLDER);
  for (const file of await filesUnder(from)) {
    const to = join(staging, MEDIA_FOLDER, UPLOADS_FOLDER, file);
    await mkdir(dirname(to), { recursive: true });
    await link(join(from, file), to).catch(() => copyFile(join(from, file), to));
  }
}

/**
 * Writes a backup of the database and the uploaded images to `file` (backupFormat.ts): staged in a
 * folder beside it, packed, and renamed into place whole, so `file` is never a half backup. The
 * images are taken after the database's snapshot: an upload is a new file that is never changed,
 * so every image a row of the snapshot names is there.
 */
export async function writeBackup(db: Database, mediaDir: string, file: string, now = new Date()): Promise<Manifest> {
  const folder = dirname(file);
  const staging = await mkdtemp(join(folder, `.${basename(file)}.staging-`));
  const packed = join(folder, `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    await mkdir(join(staging, TABLES_FOLDER));
    const dumped = await dumpTables(db, staging);
    await stageUploads(mediaDir, staging);
    const files: Manifest['files'] = [];
    for (const path of await filesUnder(staging)) {
      const full = join(staging, path);
      files.push({ path, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: db.kind,
      ...dumped,
      files,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    await create({ gzip: true, file: packed, cwd: staging, portable: true }, [MANIFEST, ...files.map((f) => f.path)]);
    await rename(packed, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(packed, { force: true });
  }
}
