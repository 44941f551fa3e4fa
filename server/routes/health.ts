import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { pingDatabase } from '../repo/databasePing.ts';

/** How long /readyz waits for the database's answer: a proxy's health check waits no longer. */
export const DATABASE_TIMEOUT_MS = 2000;

export interface HealthOptions {
  db: Queryable;
  /** The site served: its folder, 'building' while the first build runs, undefined when there is none; absent: API only. */
  siteDir?: () => string | 'building' | undefined;
  /** True once the server is stopping (SIGTERM): a proxy sends it nothing new. */
  stopping?: () => boolean;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** Why the database did not answer within DATABASE_TIMEOUT_MS, or undefined when it did. */
async function databaseTrouble(db: Queryable): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${DATABASE_TIMEOUT_MS / 1000} s`), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      pingDatabase(db).then(
        () => undefined,
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why this server should not be sent visitors now, or undefined when it is ready. */
export async function notReadyBecause(o: HealthOptions): Promise<string | undefined> {
  if (o.stopping?.()) return 'Stopping';
  const trouble = await databaseTrouble(o.db);
  if (trouble) return `The database does not answer: ${trouble}`;
  const site = o.siteDir?.();
  if (o.siteDir && site === 'building') return 'No complete site is served yet: the first build is running';
  if (o.siteDir && !site) return 'No complete site is served yet';
  return undefined;
}

/**
 * The checks a proxy or a process manager asks: GET /healthz, 200 while the process answers (no
 * database asked: a database that is down is no reason to restart the server); GET /readyz, 200
 * when the database answers and a complete site is served, else 503 with the reason. Never cached,
 * never counted against a client's limits.
 */
export function healthRoutes(app: Hono, o: HealthOptions): void {
  app.get('/healthz', (c) => c.json({ ok: true }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    const reason = await notReadyBecause(o);
    return reason ? c.json({ ready: false, reason }, 503, NO_STORE) : c.json({ ready: true }, 200, NO_STORE);
  });
}
