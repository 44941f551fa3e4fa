import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { buildSite } from './site/buildSite.ts';
import { SiteRebuilder } from './site/rebuilder.ts';

/**
 * Starts the API (and the built site, when there is one) on one port, and stops cleanly on
 * Ctrl-C or SIGTERM: the server stops accepting, then the database closes, so nothing is lost.
 */
export async function startServer(config = loadConfig(), options: { siteBuilding?: boolean; freshData?: boolean } = {}) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, fresh: options.freshData });
  const siteDir = config.siteDir;
  let building = options.siteBuilding ?? false;
  let ownOrigin = '';
  const rebuilder = siteDir ? new SiteRebuilder(() => buildSite(config.apiOrigin || ownOrigin, siteDir)) : undefined;
  const app = createApp({
    db,
    mediaDir: config.mediaDir,
    apiOrigin: config.apiOrigin,
    bookingHorizonDays: config.bookingHorizonDays,
    corsOrigins: config.corsOrigins,
    tokenSecret: config.tokenSecret,
    slotHoldMinutes: config.slotHoldMinutes,
    rebuild: config.adminToken && rebuilder ? { token: config.adminToken, rebuilder } : undefined,
    siteDir: siteDir ? () => (building ? 'building' : existsSync(siteDir) ? siteDir : undefined) : undefined,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (err) => {
    // A port in use must not leave the data folder locked by a server that never served.
    await db.close().catch(() => {});
    throw err;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  ownOrigin = `http://127.0.0.1:${port}`;
  const url = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rebuilder?.idle();
      await db.close();
    })());
  /** Starts serving the built site once the first build is done. */
  const siteBuilt = () => {
    building = false;
  };
  return { url, port, db, stop, siteBuilt, rebuilder };
}

if (import.meta.main) {
  const config = loadConfig();
  startServer(config).then(
    ({ url, db, stop }) => {
      console.log(`API (${db.kind}) listening on ${url}/v1/theatre/`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          console.log('Stopping...');
          stop().then(() => process.exit(0));
        });
      }
    },
    (err) => {
      console.error(`The server could not start: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}
