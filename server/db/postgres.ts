import pg from 'pg';
import type { Database, Queryable } from './database.ts';

// Return BIGINT (counts, sums) and NUMERIC as JS numbers: every amount is integer paise, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Dates stay as the YYYY-MM-DD text they are, never shifted by the process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params: unknown[] = []) {
    return (await c.query(sql, params)).rows as T[];
  },
  async exec(sql: string) {
    await c.query(sql);
  },
});

/** A real PostgreSQL server, e.g. postgres://user:pass@127.0.0.1:5432/theatre */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an
  // 'error' on the pool: unheard, it would end the process. The pool replaces the connection;
  // after close() the pool only finishes ending its connections, and their errors do not matter.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.error('An idle PostgreSQL connection failed:', err.message);
  });
  // Fail at start, with the reason, rather than at the first request.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
