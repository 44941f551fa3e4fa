import { open, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { adminAuthorised } from '../http/adminToken.ts';
import { writeBackup } from './writeBackup.ts';

/** The path `npm run backup` asks a running server at. */
export const BACKUP_PATH = '/admin/backup';

/**
 * GET /admin/backup (bearer ADMIN_TOKEN): a backup of this server's database and uploads, as
 * `npm run backup` writes it. The embedded database's folder is held by the server that runs on it
 * (dataDirLock.ts), so the command asks that server for the backup instead of reading the folder.
 * The file is made whole before the first byte is sent: an answer cut short is not a backup, and
 * the command checks it before keeping it.
 */
export function backupRoute(app: Hono, token: string, db: Database, mediaDir: string): void {
  app.get(BACKUP_PATH, async (c) => {
    if (!adminAuthorised(c, token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ success: false, message: 'A valid admin token is required.' }, 401);
    }
    const dir = await mkdtemp(join(tmpdir(), 'theatre-backup-'));
    try {
      const file = join(dir, 'backup.tar.gz');
      await writeBackup(db, mediaDir, file);
      const handle = await open(file);
      const { size } = await handle.stat();
      // The open file is read to its end though its name is gone: nothing is left behind.
      await rm(dir, { recursive: true, force: true });
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return new Response(body, {
        headers: { 'content-type': 'application/gzip', 'content-length': String(size), 'cache-control': 'no-store' },
      });
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  });
}
