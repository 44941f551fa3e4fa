import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { pgliteDatabase } from '../../server/db/pglite.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';
import { DATABASE_TIMEOUT_MS } from '../../server/routes/health.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The checks a proxy and a process manager ask a server: /healthz (the process answers) and
 * /readyz (the database answers and a complete site is served; 503 with the reason otherwise).
 */

let h: Harness;
let siteDir: string;

beforeAll(async () => {
  h = await openHarness();
  siteDir = mkdtempSync(join(tmpdir(), 'theatre-health-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><p>Home</p>');
});
afterAll(async () => {
  await h?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const ask = async (
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  init?: RequestInit,
) => {
  const res = await app.request(path, init);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
};

describe('/healthz', () => {
  it('answers 200 while the process answers, even with the database gone', async () => {
    const gone: Database = { ...h.db, query: () => Promise.reject(new Error('connection refused')) };
    for (const db of [h.db, gone]) {
      expect(await ask(createApp({ db, siteDir: () => 'building' }), '/healthz')).toEqual({
        status: 200,
        cache: 'no-store',
        body: { ok: true },
      });
    }
  });
});

describe('/readyz', () => {
  it('answers 200 when the database answers and a complete site is served, or when the server serves no site', async () => {
    expect(await ask(createApp({ db: h.db, siteDir: () => siteDir }), '/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { ready: true },
    });
    expect(await ask(createApp({ db: h.db }), '/readyz')).toMatchObject({ status: 200, body: { ready: true } });
  });

  it('answers 503 with the reason while no complete site is served yet', async () => {
    expect(await ask(createApp({ db: h.db, siteDir: () => 'building' }), '/readyz')).toEqual({
      status: 503,
      cache: 'no-store',
      body: { ready: false, reason: 'No complete site is served yet: the first build is running' },
    });
    expect(await ask(createApp({ db: h.db, siteDir: () => undefined }), '/readyz')).toMatchObject({
      status: 503,
      body: { ready: false, reason: 'No complete site is served yet' },
    });
  });

  it('answers 503 with the reason while the server stops', async () => {
    let stopping = false;
    const app = createApp({ db: h.db, siteDir: () => siteDir, stopping: () => stopping });
    expect((await ask(app, '/readyz')).status).toBe(200);
    stopping = true;
    expect(await ask(app, '/readyz')).toMatchObject({ status: 503, body: { ready: false, reason: 'Stopping' } });
  });

  it('answers 503 with the reason when the database fails, does not answer in time, or is closed, and logs no error', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const failing: Database = { ...h.db, query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
      expect(await ask(createApp({ db: failing, siteDir: () => siteDir }), '/readyz')).toEqual({
        status: 503,
        cache: 'no-store',
        body: { ready: false, reason: 'The database does not answer: connect ECONNREFUSED 127.0.0.1:5432' },
      });

      const hanging: Database = { ...h.db, query: () => new Promise(() => {}) };
      const started = Date.now();
      expect(await ask(createApp({ db: hanging, siteDir: () => siteDir }), '/readyz')).toMatchObject({
        status: 503,
        body: { ready: false, reason: `The database does not answer: no answer within ${DATABASE_TIMEOUT_MS / 1000} s` },
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(DATABASE_TIMEOUT_MS - 50);

      const closed = pgliteDatabase(await PGlite.create());
      await closed.close();
      const answer = await ask(createApp({ db: closed, siteDir: () => siteDir }), '/readyz');
      expect(answer).toMatchObject({ status: 503, body: { ready: false } });
      expect(answer.body.reason).toMatch(/^The database does not answer: .+/);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('is never limited: a proxy asking many times at once gets its answer every time', async () => {
    const app = createApp({
      db: h.db,
      siteDir: () => siteDir,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    const answers = await Promise.all(Array.from({ length: 200 }, () => app.request('/readyz')));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(200));
  });

  it('takes GET (and HEAD) only, and ignores what a query string or a body carries', async () => {
    const app = createApp({ db: h.db, siteDir: () => siteDir });
    expect((await app.request('/readyz', { method: 'POST', body: '\u0000'.repeat(100_000) })).status).toBe(405);
    expect((await app.request('/readyz', { method: 'HEAD' })).status).toBe(200);
    expect((await ask(app, `/readyz?db=${'x'.repeat(10_000)}&ready=false`)).body).toEqual({ ready: true });
  });
});
