import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Database } from '../db/database.ts';
import { LOCK_FILE, lockDataDir } from '../db/dataDirLock.ts';
import { migrate, migrationVersions } from '../db/migrate.ts';
import { UPLOADS_FOLDER } from '../media/uploadFiles.ts';
import { MEDIA_FOLDER, type Manifest } from './backupFormat.ts';
import { ident } from './dumpTables.ts';
import { loadTables } from './loadTables.ts';
import { BackupError, openBackup, type OpenedBackup } from './readBackup.ts';
import { filesUnder } from '../files/folderFiles.ts';

export interface RestoreTarget {
  /** A PostgreSQL database; unset: the embedded one in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  /** Replace whatever the database holds; without it only an empty one is restored into. */
  force?: boolean;
}

const NOT_EMPTY = (where: string) =>
  `${where} is not empty: restoring would replace what it holds. Restore into an empty one, or pass --force to replace everything in it. Nothing was restored.`;

/**
 * The backup's schema made (its own migrations), its rows loaded, then the migrations it did not
 * have applied, all in one transaction: a restore that fails leaves the database as it was.
 */
async function restoreInto(db: Database, opened: OpenedBackup, target: RestoreTarget, where: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ tables, schema }] = await tx.query<{ tables: number; schema: string }>(
      `select count(*)::int as tables, current_schema() as schema from pg_class
         where relnamespace = current_schema()::regnamespace and relkind = 'r'`,
    );
    if (tables > 0) {
      if (!target.force) throw new BackupError(NOT_EMPTY(where));
      await tx.exec(`drop schema ${ident(schema)} cascade; create schema ${ident(schema)}`);
    }
    const inTx: Database = { kind: db.kind, query: tx.query, exec: tx.exec, transaction: (fn) => fn(tx), close: async () => {} };
    await migrate(inTx, new Set(opened.manifest.migrations));
    await loadTables(tx, opened.dir, opened.manifest);
    await migrate(inTx);
  });
}

async function restorePostgres(url: string, opened: OpenedBackup, target: RestoreTarget): Promise<void> {
  const db = await (await import('../db/postgres.ts')).openPostgres(url);
  try {
    await restoreInto(db, opened, target, `The database ${new URL(url).pathname.slice(1) || url}`);
  } finally {
    await db.close();
  }
}

const dataEntries = async (dir: string) => (await readdir(dir).catch(() => [])).filter((n) => !n.startsWith(LOCK_FILE));

/**
 * The embedded database: built in a folder beside DATA_DIR while DATA_DIR is locked (no server can
 * start on it meanwhile), and moved into it only once whole.
 */
async function restorePglite(opened: OpenedBackup, target: RestoreTarget): Promise<void> {
  const dataDir = resolve(target.dataDir);
  const made = !existsSync(dataDir);
  if (!target.force && (await dataEntries(dataDir)).length > 0) throw new BackupError(NOT_EMPTY(`The data folder ${dataDir}`));
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  const building = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const db = await (await import('../db/pglite.ts')).openPglite(building);
    try {
      await restoreInto(db, opened, target, `The data folder ${dataDir}`);
    } finally {
      await db.close();
    }
    for (const name of await dataEntries(dataDir)) await rm(join(dataDir, name), { recursive: true, force: true });
    for (const name of await dataEntries(building)) await rename(join(building, name), join(dataDir, name));
  } catch (err) {
    lock.release();
    if (made) await rmdir(dataDir).catch(() => {});
    throw err;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  lock.release();
}

/** The backup's uploads put back, each file renamed into place whole. */
async function restoreUploads(opened: OpenedBackup, mediaDir: string): Promise<number> {
  const from = join(opened.dir, MEDIA_FOLDER, UPLOADS_FOLDER);
  const files = await filesUnder(from);
  for (const file of files) {
    const to = join(mediaDir, UPLOADS_FOLDER, file);
    await mkdir(dirname(to), { recursive: true });
    const temp = `${to}.${randomBytes(4).toString('hex')}.tmp`;
    await copyFile(join(from, file), temp);
    await rename(temp, to);
  }
  return files.length;
}

/**
 * Restores `file` (a backup of writeBackup.ts) into the target: the file is unpacked and checked
 * whole first, so a missing, damaged or cut-short file changes nothing; then the database, then
 * the uploaded images.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ manifest: Manifest; images: number }> {
  const opened = await openBackup(file);
  try {
    const known = new Set(migrationVersions());
    const newer = opened.manifest.migrations.filter((m) => !known.has(m));
    if (newer.length) {
      throw new BackupError(
        `${file} was made by a newer version of this product (its database has ${newer.join(', ')}): restore it with that version or a later one. Nothing was restored.`,
      );
    }
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, opened, target);
    else await restorePglite(opened, target);
    return { manifest: opened.manifest, images: await restoreUploads(opened, target.mediaDir) };
  } finally {
    await opened.remove();
  }
}
