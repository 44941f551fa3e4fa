import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { lockDataDir } from '../../server/db/dataDirLock.ts';
import { openDatabase } from '../../server/db/open.ts';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { freshPostgres } from './harness.ts';

/**
 * A seeded database that lives where the backup command finds it, as a server's does: a database
 * of its own on the PostgreSQL server (DATABASE_URL), or a data folder that this process holds as
 * a running server holds it (DATA_DIR).
 */
export interface DurableDatabase {
  db: Database;
  settings: { databaseUrl?: string; dataDir: string };
  cleanup(): Promise<void>;
}

export async function seededDurable(): Promise<DurableDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const copy = await freshPostgres(adminUrl, inject('postgresTemplate'));
    const db = await openDatabase({ databaseUrl: copy.url });
    return { db, settings: { databaseUrl: copy.url, dataDir: '' }, cleanup: async () => (await db.close(), await copy.drop()) };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'theatre-backup-source-'));
  const lock = lockDataDir(dataDir);
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const db = pgliteDatabase(await PGlite.create({ dataDir, loadDataDir: template, extensions: PGLITE_EXTENSIONS }), lock);
  return { db, settings: { dataDir }, cleanup: async () => (await db.close(), await rm(dataDir, { recursive: true, force: true })) };
}

/** Where a restore goes: a new, empty database on the server, or a data folder that does not exist yet. */
export async function emptyTarget(): Promise<{
  databaseUrl?: string;
  dataDir: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const empty = await freshPostgres(adminUrl);
    return { databaseUrl: empty.url, dataDir: '', open: () => openDatabase({ databaseUrl: empty.url }), cleanup: empty.drop };
  }
  const parent = await mkdtemp(join(tmpdir(), 'theatre-backup-target-'));
  const dataDir = join(parent, 'data');
  return { dataDir, open: () => openDatabase({ dataDir }), cleanup: () => rm(parent, { recursive: true, force: true }) };
}

/** What a refused restore must leave as it was: the tables of the database, or the files of the data folder (none: not made). */
export async function whatIsThere(target: { databaseUrl?: string; dataDir: string }): Promise<string[] | 'no folder'> {
  if (!target.databaseUrl) return existsSync(target.dataDir) ? readdirSync(target.dataDir).sort() : 'no folder';
  const db = await openPostgres(target.databaseUrl);
  try {
    const rows = await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
    return rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}
