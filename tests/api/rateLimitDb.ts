import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/open.ts';
import type { Database } from '../../server/db/database.ts';
import { freshPostgres } from './harness.ts';

/**
 * One database that can be opened again after it was closed, as a restarted server opens it: a
 * PGlite data folder in a temporary directory, or a new database on the PostgreSQL server named
 * by TEST_DATABASE_URL. Unseeded: the rate-limit tests need only the tables.
 */
export interface ReopenableDb {
  open(): Promise<Database>;
  /** Whether two open() may be open at once (separate connections, as separate processes have). */
  sharedByProcesses: boolean;
  drop(): Promise<void>;
}

export async function reopenableDb(): Promise<ReopenableDb> {
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { open: () => openDatabase({ databaseUrl: pg.url, seed: false }), sharedByProcesses: true, drop: pg.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
  return {
    // A PGlite folder belongs to one process at a time.
    open: () => openDatabase({ dataDir: dir, seed: false }),
    sharedByProcesses: false,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
