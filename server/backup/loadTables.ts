import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Queryable } from '../db/database.ts';
import { type Manifest, tableFile } from './backupFormat.ts';
import { ident, tablesOf } from './dumpTables.ts';

/** Rows inserted by one statement: few enough that a statement stays a few megabytes. */
const INSERT_ROWS = 500;

/** Tables in an order where each comes after the tables its foreign keys name (a table naming itself aside). */
async function parentsFirst(tx: Queryable, tables: string[]): Promise<string[]> {
  const edges = await tx.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) place(e.parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered.filter((t) => tables.includes(t));
}

async function insertRows(tx: Queryable, table: string, columns: string, rows: string[]): Promise<void> {
  await tx.query(
    `insert into ${ident(table)} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

async function loadTable(tx: Queryable, table: string, path: string): Promise<void> {
  // Generated columns are computed again from the others; every other column is restored as it was.
  const cols = await tx.query<{ name: string }>(
    `select attname as name from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [ident(table)],
  );
  const columns = cols.map((c) => ident(c.name)).join(', ');
  let batch: string[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) {
      await insertRows(tx, table, columns, batch);
      batch = [];
    }
  }
  if (batch.length) await insertRows(tx, table, columns, batch);
}

/**
 * Fills the tables of a database whose schema is the backup's (just migrated to its migrations)
 * with the backup's rows, inside the caller's transaction: the rows the migrations themselves
 * insert (settings' defaults) are replaced, each table is checked to hold as many rows as the
 * backup says, and each sequence is set where it stood.
 */
export async function loadTables(tx: Queryable, dir: string, manifest: Manifest): Promise<void> {
  const present = new Set(await tablesOf(tx));
  const names = manifest.tables.map((t) => t.name);
  const unknown = names.filter((n) => !present.has(n));
  if (unknown.length) throw new Error(`The backup has tables that its own migrations do not make: ${unknown.join(', ')}.`);
  const order = await parentsFirst(tx, names);
  for (const table of [...order].reverse()) {
    // Only where the migrations put rows: the audit log refuses any delete, even of nothing.
    const [{ any }] = await tx.query<{ any: boolean }>(`select exists (select 1 from ${ident(table)}) as any`);
    if (any) await tx.query(`delete from ${ident(table)}`);
  }
  for (const table of order) await loadTable(tx, table, join(dir, tableFile(table)));
  for (const { name, rows } of manifest.tables) {
    const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
    if (n !== rows) throw new Error(`The table ${name} has ${n} rows after the restore, not the backup's ${rows}.`);
  }
  for (const s of manifest.sequences) {
    await tx.query('select setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.lastValue, s.isCalled]);
  }
}
