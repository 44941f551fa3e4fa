import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

const wrap = (db: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await db.query<T>(sql, params)).rows;
  },
  async exec(sql: string) {
    await db.exec(sql);
  },
});

/**
 * Embedded PostgreSQL. `dataDir` keeps the data on disk between restarts; undefined keeps it in
 * memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const q = wrap(db);
  return {
    kind: 'pglite',
    ...q,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
