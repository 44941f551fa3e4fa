import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** Data and built site of the run; separate runs (say, two checkouts) can use separate folders. */
const DIR = process.env.E2E_DIR ?? '.data/e2e';

// Debian's Chromium, never a downloaded browser. These flags keep it off the network it cannot reach.
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'mobile', testIgnore: /budgets\.spec/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', testIgnore: /budgets\.spec/, use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
    // Byte budgets read the built files over HTTP: no browser, one run is enough.
    { name: 'budgets', testMatch: /budgets\.spec/ },
  ],
  webServer: {
    // A fresh database, the site built from it, both served on one port as `npm start` does.
    command: 'node scripts/start.ts --fresh',
    // --fresh removes earlier builds, so the site answers 503 until this run's build is done: the
    // tests never see a site built from another database.
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT), DATA_DIR: `${DIR}/data`, SITE_DIR: `${DIR}/dist`, DATABASE_URL: '', API_ORIGIN: '', ENQUIRY_RATE_LIMIT: 'off' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
