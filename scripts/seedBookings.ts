import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { seedManyBookings } from '../server/db/seed/bulkBookings.ts';

/**
 * `npm run seed:bookings -- --count 100000`: adds that many bookings (with their customers, sold
 * slots, payments, invoices and history) to the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR: stop the server first), to see the desk and the API at scale.
 */
const USAGE = 'Usage: npm run seed:bookings -- --count 100000';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  const count = Number(values.count);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, demoAccounts: !config.production });
  try {
    const started = Date.now();
    const made = await seedManyBookings(db, count);
    console.log(`Added ${made.bookings} bookings (${made.confirmed} confirmed) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(USAGE);
  process.exit(1);
});
