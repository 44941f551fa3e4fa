import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';
import { LOCK_FILE, lockDataDir } from './dataDirLock.ts';
import { priorityQueue } from './workPriority.ts';

const wrap = (db: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await db.query<T>(sql, params)).rows;
  },
  async exec(sql: string) {
    await db.exec(sql);
  },
});

/** The extensions the migrations create: Find's trigram indexes (037_scale_indexes.sql). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Empties the folder but for the lock, which must stay while this process holds it. */
function emptyFolder(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(LOCK_FILE)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Embedded PostgreSQL. `dataDir` keeps the data on disk between restarts, locked for this process
 * until close (see dataDirLock.ts); undefined keeps it in memory (tests). `fresh` starts the folder
 * empty, once it is locked, so that it never wipes a folder another server is using.
 */
export async function openPglite(dataDir?: string, options: { fresh?: boolean } = {}): Promise<Database> {
  let lock: { release(): void } | undefined;
  let db: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir);
    try {
      if (options.fresh) emptyFolder(dataDir);
      db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  return pgliteDatabase(db, lock);
}

/**
 * The Database over an open PGlite; `lock`, the data folder's, goes once everything is on disk.
 * PGlite runs one query or transaction at a time: they start here in priority order (a customer's
 * before the desk's, workPriority.ts), each transaction whole.
 */
export function pgliteDatabase(db: PGlite, lock?: { release(): void }): Database {
  const inTurn = priorityQueue();
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => inTurn(() => direct.query(sql, params)),
    exec: (sql) => inTurn(() => direct.exec(sql)),
    transaction: (fn) => inTurn(() => db.transaction((tx) => fn(wrap(tx)))),
    close: () => db.close().finally(() => lock?.release()),
  };
}
