import { freePortsSync } from '../../scripts/freePort.ts';

/**
 * The browser tests' two servers' ports: the site and its API (E2E_PORT), and the site built to call
 * that API from another origin (E2E_CROSS_ORIGIN_PORT, else the port below E2E_PORT). Unset, two
 * free ones are picked, so that two runs on one machine do not meet.
 *
 * Picked once, in the first process that asks (`npm test`'s, or Playwright's main process), and
 * kept in its environment: Playwright evaluates its config again in every worker, which inherits
 * that environment and must find the same ports, as must the test runs `npm test` starts.
 */
export function e2ePorts(): { site: number; crossOrigin: number } {
  if (!process.env.E2E_PORT) {
    const [site, crossOrigin] = freePortsSync(2);
    process.env.E2E_PORT = String(site);
    process.env.E2E_CROSS_ORIGIN_PORT = String(crossOrigin);
  }
  const site = Number(process.env.E2E_PORT);
  process.env.E2E_CROSS_ORIGIN_PORT ||= String(site - 1);
  return { site, crossOrigin: Number(process.env.E2E_CROSS_ORIGIN_PORT) };
}
