import type { Queryable } from '../database.ts';

/** Inserts rows of one table, many per statement, inside the caller's transaction. */
export async function insertRows(tx: Queryable, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const perStatement = Math.floor(5000 / cols.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const tuples = chunk.map((_, r) => `(${cols.map((_, c) => `$${r * cols.length + c + 1}`).join(', ')})`);
    const params = chunk.flatMap((row) => cols.map((c) => row[c]));
    await tx.query(`insert into ${table} (${cols.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}
