import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

export interface DbOptions {
  /** A real PostgreSQL server; when absent the embedded one is used. */
  databaseUrl?: string;
  /** Data folder of the embedded database; absent keeps it in memory. */
  dataDir?: string;
  /** Start the embedded database empty, wiping its data folder once this process holds it. */
  fresh?: boolean;
  /** Fill an empty database with the sample business (default true). */
  seed?: boolean;
  /** With the sample business, its demo customers, whose password is published (default true; the server passes false in production). */
  demoAccounts?: boolean;
}

/** Opens the database, brings its schema up to date and seeds it when it is new. */
export async function openDatabase(options: DbOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await (await import('./postgres.ts')).openPostgres(options.databaseUrl)
    : await (await import('./pglite.ts')).openPglite(options.dataDir, { fresh: options.fresh });
  try {
    await migrate(db);
    if (options.seed !== false) await seedIfEmpty(db, options.demoAccounts ?? true);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}
