import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/support/longFilesFirst.ts';

/**
 * Each API file runs on one database, chosen by what it is about, and the files where the engine
 * itself is under test run on both (decided in docs/decisions.md). PGlite is PostgreSQL's own code
 * built to WebAssembly (one parser, planner and executor): what differs is one connection at a time,
 * its data directory, its backups and its driver. So those run on both: backups that restore, data
 * kept over a restart, two payments racing for one slot and holds taken at once, hostile bytes through
 * each driver, and release files and images stored as bytes.
 */
const ON_BOTH_DATABASES = [
  // the owner's change of a staff account: two owners at once, one login given twice at once (the unique index)
  'desk-staff-update',
  'backup-restore',
  'booking-holds',
  'desk-images',
  // two staff holding one slot, or a coupon's last use, by phone at once: one wins on either engine
  'desk-phone-offers',
  // two managers holding one slot by phone, each with a discount: one wins with theirs on either engine
  'desk-phone-discount',
  // what the owner's Reports count, on a known fixture: the same figures from either engine
  'desk-reports',
  // the day's money read while payments are recorded: one snapshot on either engine
  'desk-takings',
  // two staff recording and voiding at the counter at once: one wins on either engine
  'desk-venue-payments',
  // a line sold at the venue while a colleague sells another: priced on the total the other left
  'desk-venue-sales',
  'desk-venue-food',
  // the owner's today: the board's counts and the Takings' money, the same from either engine
  'desk-today-summary',
  // GST invoices' numbers taken at once: consecutive and gapless on either engine
  'gst-invoices',
  'hostile-input',
  'payments-race',
  'persistence',
  'site-releases',
].map((name) => `tests/api/${name}.test.ts`);

/**
 * Rules the database holds (locks, counting in the database, what its columns hold, the planner at a
 * production's size): on PostgreSQL only, the engine a venue runs in production and the one with real
 * concurrency. The embedded database runs every one of these flows in the browser tests, whose server
 * uses it. The remaining files (HTTP, validation, the embedded server's own ways) run on PGlite.
 */
const ON_POSTGRESQL_ONLY = [
  'booking-amounts',
  'booking-auth',
  'booking-kept-prices',
  'catalogue',
  'catalogue-guard',
  'coupon-validity',
  'desk-access',
  'desk-accounts',
  'desk-audit-entries',
  'desk-audit-listing',
  'desk-audit-scale',
  'desk-blocks',
  'desk-booking-actions',
  'desk-bookings',
  'desk-catalogue',
  'desk-content',
  'desk-leads',
  'desk-leads-fold',
  'desk-lockouts',
  // every file of the desk's view of the customers' messages
  'desk-messages*',
  'desk-passwords',
  'desk-phone-bookings',
  'desk-records',
  'desk-sign-in-flood',
  'desk-two-servers',
  'invoices',
  'leads',
  'messages-delivery',
  'messages-delivery-faults',
  'messages-delivery-mail',
  'messages-sandbox',
  'messages-sandbox-server',
  'messages-webhook',
  'messages-queued',
  'messages-queued-enquiry',
  'messages-queued-reminders',
  'messages-queued-scale',
  'messages-queued-stop',
  'messages-webhook-replies',
  // every file of the customers' own booking page, /my-booking
  'my-booking-*',
  'payment-locks',
  'payment-mode',
  'payment-providers',
  'payments-checkout',
  'payments-settlement',
  'preview-api',
  'profile-manage-links',
  'rate-limit',
  'rate-limit-window',
  'sign-out',
  'site-content-version',
  'site-fleet',
  'theatres',
  // the planner at 60,000 bookings: PGlite took three to four minutes to write them
  'desk-find-scale',
  // the bookings CSV's money read at 100,000 bookings
  'desk-export-scale',
  // the day's takings read at 100,000 bookings
  'desk-takings-scale',
  // the owner's Reports of a month read at 100,000 bookings
  'desk-reports-scale',
  // the week board's taken slots read at 100,000 bookings
  'desk-week-scale',
].map((name) => `tests/api/${name}.test.ts`);

/**
 * How long a test, a hook (a database opened, a server started) and a poll for what a test waits
 * for may take before they fail. Bounds, not waits: a passing test takes no longer for them. They
 * are set for a machine whose two cores other work shares: at a load average of about 20 the same
 * tests took about eight times as long as on an idle machine, and with a second run beside them
 * (load about 25) up to 25 times (a unit test hashing passwords 15 s, three times Vitest's default
 * 5 s; a test opening a new embedded database twice 160 to 190 s; databases opened in a hook past
 * 60 s). Tests that open new databases of their own more than once set a longer bound.
 */
const BOUNDS = { testTimeout: 300_000, hookTimeout: 600_000, expect: { poll: { timeout: 60_000 } } };

const api = {
  environment: 'node' as const,
  // Every test request comes from one address; tests/api/rate-limit.test.ts tests the limits.
  env: { ENQUIRY_RATE_LIMIT: 'off' },
  // The sample business is seeded once per run; each file starts from a copy of it.
  globalSetup: ['tests/api/templateDatabase.ts'],
  // One process per worker for all its files: the server's modules and PGlite's WebAssembly load
  // once per worker instead of once per file (about 4 s a file). Files leave the environment as they found it.
  isolate: false,
  ...BOUNDS,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one of two cores idle; most API tests wait on a database or a child process.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // Pure rules: one process per worker loads the modules once (files restore any TZ they set).
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false, ...BOUNDS } },
      // Which database a file's harness opens is its project's (harness.ts, templateDatabase.ts): PGlite
      // for 'api', the server `npm run test:api` starts for 'api-pg'; both run in one Vitest run.
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ON_POSTGRESQL_ONLY,
          ...api,
          env: { ...api.env, TEST_DATABASE_URL: '' },
        },
      },
      {
        test: {
          name: 'api-pg',
          include: [...ON_BOTH_DATABASES, ...ON_POSTGRESQL_ONLY],
          ...api,
          env: { ...api.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // These start the whole product and build the site (about a minute a build on an idle machine).
          // They run beside the API files, two files at a time in all: run one at a time after them (as
          // Vitest runs a project without file parallelism), they waited on their builds and servers
          // with a core partly idle, for about four minutes of the stage.
          ...BOUNDS,
          testTimeout: 1_200_000,
          hookTimeout: 1_200_000,
        },
      },
    ],
  },
});
