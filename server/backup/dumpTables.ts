import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from '../db/database.ts';
import { type Manifest, tableFile } from './backupFormat.ts';

/** Rows read from the database at a time: a table of any size is written without being held whole. */
const FETCH_ROWS = 2000;

/** The tables of the schema the server uses, in name order; schema_migrations is told in the manifest instead. */
export async function tablesOf(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select c.relname as name from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname <> 'schema_migrations'
       order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** `name` quoted as an identifier (names come from the catalogue or a checked manifest, never raw input). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function dumpTable(tx: Queryable, table: string, path: string): Promise<number> {
  const file = await open(path, 'w');
  let rows = 0;
  try {
    await tx.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${ident(table)} t`);
    for (;;) {
      const batch = await tx.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (batch.length === 0) break;
      await file.write(batch.map((r) => `${r.row}\n`).join(''));
      rows += batch.length;
    }
    await tx.query('close backup_rows');
  } finally {
    await file.close();
  }
  return rows;
}

/**
 * Writes every row of every table into `dir` (tables/<table>.ndjson), with the applied migrations
 * and where each sequence stands, all read in one read-only snapshot: on PostgreSQL a repeatable
 * read transaction, which sees one moment however long it takes while writes go on; on the
 * embedded database one transaction, which requests wait behind until it ends.
 */
export async function dumpTables(db: Database, dir: string): Promise<Pick<Manifest, 'migrations' | 'tables' | 'sequences'>> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const migrations = (await tx.query<{ version: string }>('select version from schema_migrations order by version')).map(
      (r) => r.version,
    );
    const tables: Manifest['tables'] = [];
    for (const name of await tablesOf(tx)) {
      tables.push({ name, rows: await dumpTable(tx, name, join(dir, tableFile(name))) });
    }
    const sequences: Manifest['sequences'] = [];
    const names = await tx.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'S' order by relname`,
    );
    for (const { name } of names) {
      const [at] = await tx.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text as last_value, is_called from ${ident(name)}`,
      );
      sequences.push({ name, lastValue: at.last_value, isCalled: at.is_called });
    }
    return { migrations, tables, sequences };
  });
}
