import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { freshPostgres } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite (a file), which each test file loads instead of migrating and seeding. */
    pgliteTemplate: string;
    /** A migrated, seeded database on TEST_DATABASE_URL's server, which each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the API tests: the sample business is migrated and seeded once per run, and every
 * test file starts from a copy of it (about 3 s of initdb, migrations and seed saved per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await freshPostgres(adminUrl);
    // Opening migrates and seeds it.
    await (await openDatabase({ databaseUrl: template.url })).close();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'theatre-template-'));
  const raw = await PGlite.create();
  const db = pgliteDatabase(raw);
  await migrate(db);
  await seedIfEmpty(db);
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
