import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase, type DbOptions } from '../../server/db/open.ts';
import { freshPostgres } from './harness.ts';

/** A database that outlives the process that opened it: a data folder, or a real server's database. */
async function durableDatabase(): Promise<{ options: DbOptions; cleanup: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { options: { databaseUrl: pg.url }, cleanup: pg.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'theatre-data-'));
  return { options: { dataDir: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('a restart', () => {
  it('keeps an enquiry that got a 200, and does not seed twice', async () => {
    const { options, cleanup } = await durableDatabase();
    try {
      const first = await openDatabase(options);
      const res = await createApp({ db: first }).request('/v1/theatre/web/addenquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ravi',
          email: 'ravi@example.com',
          mobileNumber: '9000000001',
          description: 'Anniversary',
          eventName: 'Anniversary',
        }),
      });
      expect(res.status).toBe(200);
      const [{ n: locations }] = await first.query<{ n: number }>('select count(*)::int as n from locations');
      await first.close();

      const second = await openDatabase(options);
      const rows = await second.query<{ name: string }>('select name from enquiries');
      const [{ n: again }] = await second.query<{ n: number }>('select count(*)::int as n from locations');
      const migrations = await second.query('select version from schema_migrations');
      await second.close();
      expect(rows.map((r) => r.name)).toEqual(['Ravi']);
      expect(again).toBe(locations);
      expect(migrations.length).toBeGreaterThanOrEqual(3);
    } finally {
      await cleanup();
    }
  }, 600_000); // opens new databases of its own: seconds apiece on an idle machine, minutes on a busy one
});
