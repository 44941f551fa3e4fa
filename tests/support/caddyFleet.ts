import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/freePort.ts';
import { whileRunning } from '../integration/whileRunning.ts';
import { startCaddy, type Caddy } from './caddy.ts';
import { startProduct, type Product } from './startProduct.ts';

/**
 * Servers as production runs them behind Caddy (docs/deploy.md, several machines): each `npm start`
 * on one PostgreSQL with its own SITE_DIR, trusting the one proxy in front for the client's
 * address, SITE_URL the proxy's address; Caddy started from deploy/Caddyfile in front of them once
 * each answers /readyz. The first builds the site; the others fetch its release from the database.
 * Images are copied as they are (SITE_IMAGES=original): the serving is measured, not the encoding.
 */
export interface FleetServer extends Product {
  siteDir: string;
}

export interface Fleet {
  proxy: Caddy;
  servers: FleetServer[];
  stop(): Promise<void>;
}

/** Waits until the server answers /readyz with 200 (its database answers, its site is complete). */
export const readyOn = (server: Product) =>
  whileRunning(server.child, `${server.origin}/readyz to answer 200`, async () => (await fetch(`${server.origin}/readyz`)).ok || undefined);

export async function startFleet(options: { databaseUrl: string; servers: number; env?: NodeJS.ProcessEnv }): Promise<Fleet> {
  const dir = mkdtempSync(join(tmpdir(), 'theatre-fleet-'));
  const proxyPort = await freePort();
  const servers: FleetServer[] = [];
  let proxy: Caddy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.servers; i++) {
      const siteDir = join(dir, `site-${i + 1}`);
      const server = await startProduct([], {
        DATABASE_URL: options.databaseUrl,
        SITE_DIR: siteDir,
        SITE_URL: `http://127.0.0.1:${proxyPort}`,
        TRUST_PROXY: '1',
        API_ORIGIN: '',
        SITE_IMAGES: 'original',
        NODE_ENV: 'development',
        ...options.env,
      });
      servers.push({ ...server, siteDir });
      // One at a time: the next one finds the live release in the database and fetches it.
      await readyOn(server);
    }
    proxy = await startCaddy(
      servers.map((s) => `127.0.0.1:${s.port}`),
      { port: proxyPort },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { proxy, servers, stop };
}
