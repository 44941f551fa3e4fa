/**
 * The Chromium every browser run uses: Debian's, never a downloaded browser, with flags that keep it
 * off the network it cannot reach here.
 */

/** The full browser, for the Lighthouse benchmark (package `chromium`). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: the same engine built as a headless shell (package
 * `chromium-headless-shell`), which Playwright itself uses for headless runs. The full browser's
 * new headless mode draws every frame through a software GPU process; on two cores the whole
 * browser run took about 60 % longer with it (docs/testing.md).
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const TEST_CHROMIUM_ARGS = CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless'));
