import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../../server/db/pglite.ts';
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
 * When the sample business is seeded: a fixed day long before the tests' own clocks, so that the
 * development seed's bookings of 'the slots that started last' fall on no day a test counts.
 */
const SEEDED_AT = new Date('2025-06-01T12:00:00+05:30');

/**
 * Global setup of the API tests: the sample business is migrated and seeded once per run, and every
 * test file starts from a copy of it (about 3 s of initdb, migrations and seed saved per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own setting (vitest.config.ts): one run holds files of both databases.
  const adminUrl = project.config.env?.TEST_DATABASE_URL;
  if (project.name === 'api-pg' && !adminUrl) {
    throw new Error('The api-pg files need a PostgreSQL: run them through `npm run test:api`, which starts one.');
  }
  if (adminUrl) {
    const template = await freshPostgres(adminUrl);
    const db = await openDatabase({ databaseUrl: template.url, seed: false });
    await seedIfEmpty(db, true, SEEDED_AT);
    await db.close();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'theatre-template-'));
  const raw = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(raw);
  await migrate(db);
  await seedIfEmpty(db, true, SEEDED_AT);
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
