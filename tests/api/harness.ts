import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../../server/db/pglite.ts';
import { rateLimitsFromEnv } from '../../server/http/rateLimitConfig.ts';
import type { Database } from '../../server/db/database.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { waitFor } from '../support/waitFor.ts';

/**
 * A fresh, seeded database and the app on it, for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards); either is a
 * copy of the run's seeded template (templateDatabase.ts).
 */
export interface Harness {
  db: Database;
  app: ReturnType<typeof createApp>;
  /** POSTs JSON (or sends raw text as the body) to a path under /v1/theatre/. */
  post(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: any }>;
  get(path: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export const onRealPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A new, empty database on the server at adminUrl, or a copy of the database named `template`. */
export async function freshPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let pgliteDump: Blob | undefined;

/** A copy of the run's seeded template (templateDatabase.ts, the API projects' global setup). */
async function seededDatabase(): Promise<{ db: Database; drop?: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const copy = await freshPostgres(adminUrl, inject('postgresTemplate'));
    return { db: await openDatabase({ databaseUrl: copy.url }), drop: copy.drop };
  }
  pgliteDump ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return { db: pgliteDatabase(await PGlite.create({ loadDataDir: pgliteDump, extensions: PGLITE_EXTENSIONS })) };
}

/** `app`: further options of the app (its payments, say); `db`: an open database to use instead of a fresh one. */
export async function openHarness(
  options: { now?: () => Date; app?: Omit<AppOptions, 'db' | 'now'>; db?: Database } = {},
): Promise<Harness> {
  const fresh = options.db ? undefined : await seededDatabase();
  const db = options.db ?? fresh!.db;
  // The limits as the server reads them (ENQUIRY_RATE_LIMIT): off for the test runs, where every
  // request comes from one address; tests/api/rate-limit.test.ts turns them on.
  const app = createApp({ rateLimits: rateLimitsFromEnv(process.env.ENQUIRY_RATE_LIMIT), ...options.app, db, now: options.now });
  return harnessOver(app, db, async () => {
    await db.close();
    await fresh?.drop?.();
  });
}

/** The harness's calls over an app already made (a second server on the same database, say); `close` ends what it owns. */
export function harnessOver(app: Harness['app'], db: Database, close: () => Promise<void> = async () => {}): Harness {
  const send = async (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
    const res = await app.request(`${API_PREFIX}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // left as text: the test will say what came back
    }
    return { status: res.status, body: parsed as any };
  };
  return { db, app, post: (path, body, init) => send('POST', path, body, init), get: (path) => send('GET', path), close };
}

/**
 * Waits until `count` sessions of this database wait on a lock: the sign that calls set off together
 * have reached a lock the test holds, so that releasing it lets them go on together. PGlite runs
 * one transaction at a time: there the calls queue behind the test's whatever the timing, and there
 * is nothing to wait for.
 */
export async function sessionsWaitingOnLocks(db: Database, count: number): Promise<void> {
  if (!onRealPostgres) return;
  const waiting = async () =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )
    )[0].n;
  await waitFor(`${count} sessions waiting on a lock`, async () => ((await waiting()) >= count ? true : undefined), 60, 20);
}
