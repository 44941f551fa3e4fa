import { Hono } from 'hono';
import { openDatabase } from '../../server/db/open.ts';
import type { Database } from '../../server/db/database.ts';
import { sandboxPayments, type PaymentConfig } from '../../server/payments/config.ts';
import type { Fetch } from '../../server/payments/provider.ts';
import { sandboxRoutes } from '../../server/sandbox/routes.ts';
import { freshPostgres } from './harness.ts';

export const ORIGIN = 'http://sandbox.test';

export interface Delivered {
  provider: 'phonepe' | 'razorpay';
  headers: Headers;
  body: string;
}

/**
 * The sandbox on a small app of its own, with a merchant's webhook sink that records what arrives,
 * a clock the test moves, and a fetch that calls the app in process (counting token calls).
 */
export interface SandboxApp {
  db: Database;
  app: Hono;
  config: PaymentConfig;
  fetch: Fetch;
  delivered: Delivered[];
  tokenCalls: () => number;
  clock: { now: () => Date; advance: (seconds: number) => void };
  /** Whether webhooks reach the sink. */
  deliver: { on: boolean };
  close(): Promise<void>;
}

export async function openSandboxApp(): Promise<SandboxApp> {
  const pgdb = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : undefined;
  const db = await openDatabase({ databaseUrl: pgdb?.url, seed: false });
  let t = Date.parse('2030-01-15T10:00:00Z');
  const clock = { now: () => new Date(t), advance: (seconds: number) => void (t += seconds * 1000) };
  const delivered: Delivered[] = [];
  const deliver = { on: true };
  let tokens = 0;
  const app = new Hono();
  const fetch: Fetch = async (url, init) => {
    if (url.endsWith('/v1/oauth/token')) tokens++;
    return app.fetch(new Request(url, init));
  };
  for (const provider of ['phonepe', 'razorpay'] as const) {
    app.post(`/hooks/${provider}`, async (c) => {
      delivered.push({ provider, headers: c.req.raw.headers, body: await c.req.text() });
      return c.text('ok');
    });
  }
  sandboxRoutes(app, {
    db,
    now: clock.now,
    fetch,
    webhookUrls: { phonepe: `${ORIGIN}/hooks/phonepe`, razorpay: `${ORIGIN}/hooks/razorpay` },
    deliverWebhooks: () => deliver.on,
  });
  return {
    db,
    app,
    config: sandboxPayments(ORIGIN),
    fetch,
    delivered,
    tokenCalls: () => tokens,
    clock,
    deliver,
    async close() {
      await db.close();
      await pgdb?.drop();
    },
  };
}

/** Submits the pay page's form as a browser would, pressing Pay or Decline. */
export function pressButton(s: SandboxApp, payPageUrl: string, decision: 'pay' | 'decline'): Promise<Response> {
  return s.fetch(payPageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
}
