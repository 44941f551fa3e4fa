import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROME_PATH, TEST_CHROMIUM_ARGS } from './tests/support/chromium.ts';
import { e2ePorts } from './tests/support/e2ePorts.ts';

/**
 * The site and its API (PORT), and a second site built to call that API from another origin
 * (tests/e2e/cross-origin.spec.ts): E2E_PORT and E2E_CROSS_ORIGIN_PORT, else free ports.
 */
const { site: PORT, crossOrigin: CROSS_ORIGIN_PORT } = e2ePorts();
/** Data and built site of the run; separate runs (say, two checkouts) can use separate folders. */
const DIR = process.env.E2E_DIR ?? '.data/e2e';
/** `npm test` starts both servers below with the stage before the browser's (scripts/browserServers.ts). */
const REUSE_SERVERS = Boolean(process.env.E2E_REUSE_SERVERS);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Bounds, not waits (a passing test takes no longer for them), set for a machine whose two cores
  // other work shares: there a sign-in (a password hash) took past Playwright's 5 s for an
  // assertion, and a test on a four times slower CPU past 30 s. Long flows are marked test.slow().
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (a screencast and DOM snapshots of every step) took more than half the
    // run's CPU, even when kept only for failures: a failure keeps a screenshot, and a trace is one
    // rerun away (`npm run test:e2e -- --trace retain-on-failure <file>`).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROME_PATH, args: TEST_CHROMIUM_ARGS },
  },
  projects: [
    // A Pixel 7's screen size, touch and user agent, drawn at one device pixel per CSS pixel: layout
    // and touch are the phone's, and the software rasteriser draws 2.6² times fewer pixels (about 6 %
    // of the browser run's CPU). The Lighthouse benchmark measures the real phone's density.
    { name: 'mobile', testIgnore: /budgets\.spec/, use: { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' } },
    // Only what the wide layout changes runs again on a laptop screen: tests tagged LAYOUT (layout.ts).
    // The two-origin setup is about the browser's CORS, not the screen: the phone project runs it.
    // The desk's wide screens are the tablet's, below.
    {
      name: 'desktop',
      grep: /@layout/,
      testIgnore: /budgets\.spec|cross-origin\.spec|desk.*\.spec/,
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
    // The staff desk is used standing at the venue on a phone (the phone project above) or a tablet:
    // on the tablet, its screens' layout again (tests tagged LAYOUT: every screen and dialog under
    // axe, the menu); its flows read the same answers at any width and run once, on the phone.
    {
      name: 'tablet',
      testMatch: /desk.*\.spec/,
      grep: /@layout/,
      use: { ...devices['Galaxy Tab S4'], deviceScaleFactor: 1, browserName: 'chromium' },
    },
    // Byte budgets read the built files over HTTP: no browser, one run is enough.
    { name: 'budgets', testMatch: /budgets\.spec/ },
  ],
  webServer: [
    {
      // A fresh database, the site built from it, both served on one port as `npm start` does.
      command: 'node scripts/start.ts --fresh',
      // --fresh removes earlier builds, so the site answers 503 until this run's build is done: the
      // tests never see a site built from another database.
      url: `http://localhost:${PORT}/`,
      env: {
        PORT: String(PORT),
        DATA_DIR: `${DIR}/data`,
        SITE_DIR: `${DIR}/dist`,
        DATABASE_URL: '',
        API_ORIGIN: '',
        // Every test comes from one address: the per-address counts are off. The per-account ones
        // stay, for the lock the owner lifts (desk-lockout.spec.ts); no test fails one login 5 times.
        ENQUIRY_RATE_LIMIT: 'enquiry=off,lead=off,coupon=off,login=off,manage=off,manageMiss=off',
        // The second site below calls this API from its own origin.
        CORS_ORIGINS: `http://localhost:${PORT},http://localhost:${CROSS_ORIGIN_PORT}`,
      },
      // A bound, not a wait: a fresh database and a site build take about a minute on an idle
      // machine, and several where other work shares its cores.
      timeout: 600_000,
      reuseExistingServer: REUSE_SERVERS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same site built with API_ORIGIN naming the server above, once that one is ready: its
      // pages call that API cross-origin.
      command: `node tests/support/startAfter.ts http://localhost:${PORT}/ -- node scripts/start.ts --fresh`,
      url: `http://localhost:${CROSS_ORIGIN_PORT}/`,
      env: {
        PORT: String(CROSS_ORIGIN_PORT),
        DATA_DIR: `${DIR}/cross-origin-data`,
        SITE_DIR: `${DIR}/cross-origin-dist`,
        DATABASE_URL: '',
        API_ORIGIN: `http://127.0.0.1:${PORT}`,
        SITE_URL: `http://localhost:${CROSS_ORIGIN_PORT}`,
        // Its pages are here for their calls across origins, not their images (the byte budgets and
        // the image tests read the site above): images copied as they are, not encoded again (a
        // build of about 35 s of CPU less).
        SITE_IMAGES: 'original',
      },
      // After the one above, and then a build of its own.
      timeout: 900_000,
      reuseExistingServer: REUSE_SERVERS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
