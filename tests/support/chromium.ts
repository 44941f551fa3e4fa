/**
 * The one Chromium every browser run uses (Playwright and the Lighthouse benchmark): Debian's,
 * never a downloaded browser, with flags that keep it off the network it cannot reach here.
 */
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
