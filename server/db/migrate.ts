import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any fixed number: all server processes on one PostgreSQL take the same lock. */
const MIGRATION_LOCK = 724_311;

/** The versions of every migration this code has, in the order they are applied. */
export const migrationVersions = (): string[] =>
  readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.slice(0, -4));

/**
 * Applies the numbered SQL files of migrations/ not yet applied, in order, each in its own
 * transaction. Several processes starting together on one server wait on an advisory lock, so each
 * migration runs once. `only` limits them to those versions (a restore first makes the schema its
 * backup's rows fit, then applies the rest).
 */
export async function migrate(db: Database, only?: ReadonlySet<string>): Promise<string[]> {
  const files = migrationVersions()
    .filter((v) => !only || only.has(v))
    .map((v) => `${v}.sql`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: two processes creating the table at once race even with 'if not exists'.
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version));
    for (const file of files) {
      const version = file.slice(0, -4);
      if (done.has(version)) continue;
      await tx.exec(readFileSync(dir + file, 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    }
  });
  return applied;
}
