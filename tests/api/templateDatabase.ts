import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';

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
    const name = `template_${randomBytes(6).toString('hex')}`;
    const admin = (sql: string) => withClient(adminUrl, (c) => c.query(sql));
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    try {
      await migrate(db);
      await seedIfEmpty(db);
    } finally {
      await db.close();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => void (await admin(`drop database if exists ${name} with (force)`));
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
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
