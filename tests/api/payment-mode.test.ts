import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { startServer } from '../../server/main.ts';
import { buildPayments } from '../../server/payments/build.ts';
import { onRealPostgres } from './harness.ts';

/** Every key PAYMENTS=live needs, with made-up values. */
const LIVE = {
  PAYMENTS: 'live',
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'user',
  PHONEPE_WEBHOOK_PASSWORD: 'password',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'secret',
};
const ORIGIN = 'http://127.0.0.1:4321';

// These answers must not need a database: any use of this one fails the test.
const noDatabase = new Proxy({} as Database, {
  get: (_target, name) => {
    throw new Error(`the database was used (${String(name)})`);
  },
});

function neverOpened(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/never_opened_by_this_test';
  return url.toString();
}

const dir = mkdtempSync(join(tmpdir(), 'payment-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a production server', () => {
  it('refuses to start without PAYMENTS, before it opens the database or a port', async () => {
    const dataDir = join(dir, 'data');
    // On PostgreSQL, a database that does not exist: opening it would fail with another message.
    const database = onRealPostgres ? { DATABASE_URL: neverOpened() } : {};
    const config = { ...loadConfig({ NODE_ENV: 'production', ...database }), port: 0, dataDir, siteDir: undefined };
    // A server that starts anyway is stopped, so that the failure is only this test's.
    const outcome = await startServer(config).then(
      async (server) => (await server.stop(), 'started'),
      (err: Error) => err.message,
    );
    expect(outcome).toBe(
      'PAYMENTS must be set when NODE_ENV=production: "live" (the real providers, with their keys) or "sandbox" (no money is taken).',
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('the sandbox provider', () => {
  const paths = [
    ['GET', '/sandbox/razorpay/checkout.js'],
    ['POST', '/sandbox/phonepe/identity-manager/v1/oauth/token'],
    ['GET', '/sandbox/phonepe/pg/checkout/v2/order/x/status'],
  ] as const;
  const live = () =>
    buildPayments(loadConfig({ NODE_ENV: 'production', ...LIVE }).payments(ORIGIN), {
      fetch,
      now: () => new Date(),
      siteOrigin: () => ORIGIN,
    });

  it('is not mounted with live payments, even when asked for', async () => {
    for (const app of [
      createApp({ db: noDatabase, payments: live() }),
      createApp({ db: noDatabase, payments: live(), sandbox: { origin: ORIGIN } }),
    ]) {
      for (const [method, path] of paths) {
        const res = await app.request(path, {
          method,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'grant_type=x' : undefined,
        });
        expect([path, res.status]).toEqual([path, 404]);
        // Not even the sandbox's own 'no such call' answer.
        expect(await res.text()).not.toContain('payment sandbox');
      }
    }
  });

  it('answers with the sandbox payments (the control for the test above)', async () => {
    const app = createApp({ db: noDatabase });
    expect((await app.request(paths[0][1])).status).toBe(200);
    const token = await app.request(paths[1][1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=x',
    });
    expect(token.status).toBe(400);
  });
});
