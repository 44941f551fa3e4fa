import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import type { Manifest } from './backupFormat.ts';
import { BACKUP_PATH } from './backupRoute.ts';
import { BackupError, openBackup } from './readBackup.ts';
import { writeBackup } from './writeBackup.ts';

type BackupConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'mediaDir' | 'host' | 'port' | 'adminToken'>;

/** The address of the server that runs with these settings, as seen from this machine. */
export function ownServerUrl(config: Pick<ServerConfig, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** A backup asked of the server that holds the embedded database, saved to `file` once it unpacks whole. */
async function askServer(file: string, server: string, token: string | undefined, holder: DataDirInUseError): Promise<void> {
  const held = `The data folder is in use by the server (pid ${holder.holder.pid}), so the backup is asked of it at ${server}`;
  if (!token) throw new BackupError(`${held}: set ADMIN_TOKEN to the server's, or stop the server first.`);
  const answer = await fetch(`${server}${BACKUP_PATH}`, { headers: { authorization: `Bearer ${token}` } }).catch((err: Error) => {
    throw new BackupError(
      `${held}, which did not answer (${err.cause instanceof Error ? err.cause.message : err.message}): give its address with --server.`,
    );
  });
  if (answer.status === 401) throw new BackupError(`${held}, which refused the ADMIN_TOKEN given: set the server's.`);
  if (!answer.ok || !answer.body) throw new BackupError(`${held}, which answered ${answer.status}: is ADMIN_TOKEN set on the server?`);
  const partial = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.download`);
  try {
    await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), createWriteStream(partial));
    // What came over the network is kept only if it unpacks whole.
    await (await openBackup(partial)).remove();
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * `npm run backup -- FILE`: PostgreSQL (DATABASE_URL) is read over its own connection; the embedded
 * database is opened here when no server holds its folder, and otherwise asked of the server that
 * does (GET /admin/backup with ADMIN_TOKEN, backupRoute.ts). Either way FILE is replaced only by a
 * whole backup, and is read back before the command says it is done.
 */
export async function backupCommand(target: string, config: BackupConfig, server = ownServerUrl(config)): Promise<Manifest> {
  const file = resolve(target);
  if (!existsSync(dirname(file))) throw new BackupError(`The folder ${dirname(file)} does not exist: make it first.`);
  if (config.databaseUrl) {
    const db = await (await import('../db/postgres.ts')).openPostgres(config.databaseUrl);
    try {
      await writeBackup(db, config.mediaDir, file);
    } finally {
      await db.close();
    }
  } else {
    if (!existsSync(join(config.dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR).`);
    const opened = await (await import('../db/pglite.ts')).openPglite(config.dataDir).catch((err: unknown) => {
      if (err instanceof DataDirInUseError) return err;
      throw err;
    });
    if (opened instanceof DataDirInUseError) {
      await askServer(file, server, config.adminToken, opened);
    } else {
      try {
        await writeBackup(opened, config.mediaDir, file);
      } finally {
        await opened.close();
      }
    }
  }
  const check = await openBackup(file);
  await check.remove();
  return check.manifest;
}
