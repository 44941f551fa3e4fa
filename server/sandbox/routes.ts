import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { SANDBOX_PREFIX } from '../payments/config.ts';
import { errorResponse } from '../http/errors.ts';
import { limitBody } from '../http/bodyLimit.ts';
import { SANDBOX_STYLESHEET } from './payPage.ts';
import { phonePeApi } from './phonepeApi.ts';
import { phonePePage } from './phonepePage.ts';
import { razorpayApi } from './razorpayApi.ts';
import { razorpayWidget } from './razorpayWidget.ts';
import type { SandboxOptions } from './types.ts';
import { SANDBOX_MAX_BODY } from './wire.ts';

export type { SandboxOptions } from './types.ts';

const STYLESHEET = readFileSync(new URL('./assets/sandbox.css', import.meta.url), 'utf8');

/** The sandbox pages' stylesheet (the payment sandbox's and the messages sandbox's pages). */
export function sandboxStylesheet(app: Hono): void {
  app.get(SANDBOX_STYLESHEET, (c) => c.body(STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
}

/**
 * The local payment sandbox under /sandbox/: the provider side of PhonePe Standard Checkout v2
 * (token, pay, status, refund, the pay page) and of Razorpay (orders, payments, refunds, the
 * checkout widget), with the real providers' checks of credentials and signatures, its state in
 * the database, and signed webhooks to the merchant.
 */
export function sandboxRoutes(app: Hono, options: SandboxOptions): void {
  const sandbox = new Hono();
  sandbox.onError(errorResponse);
  // Mounted at the app's root, so each pattern names the sandbox's prefix: nothing else is touched.
  sandbox.use(`${SANDBOX_PREFIX}/*`, limitBody(SANDBOX_MAX_BODY));
  sandboxStylesheet(sandbox);
  phonePeApi(sandbox, options);
  phonePePage(sandbox, options);
  razorpayApi(sandbox, options);
  razorpayWidget(sandbox, options);
  sandbox.all(`${SANDBOX_PREFIX}/*`, (c) =>
    c.json({ code: 'NOT_FOUND', message: `There is no ${c.req.method} ${c.req.path} in the payment sandbox.` }, 404),
  );
  app.route('/', sandbox);
}
