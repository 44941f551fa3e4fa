import type { Queryable } from '../db/database.ts';

/**
 * Secrets the servers on one database make once and share (migration 005's server_secrets): the first
 * process to store one wins, and every other reads its value.
 */
export async function sharedSecret(db: Queryable, name: string, proposed: string): Promise<string> {
  await db.query(`insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing`, [name, proposed]);
  const [row] = await db.query<{ value: string }>(`select value from server_secrets where name = $1`, [name]);
  return row.value;
}
