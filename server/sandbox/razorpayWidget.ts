import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { z } from 'zod';
import { SANDBOX_CREDENTIALS, SANDBOX_PREFIX } from '../payments/config.ts';
import { hmacSha256Hex, sameSecret } from '../payments/signing.ts';
import { orderEntity, paymentEntity, razorpayError } from './razorpayApi.ts';
import { attempt, findOrder } from '../repo/sandboxRazorpay.ts';
import type { SandboxOptions } from './types.ts';
import { firstIssue, jsonBody } from './wire.ts';
import { sendRazorpayWebhook } from './webhooks.ts';

const CHECKOUT_SCRIPT = readFileSync(new URL('./assets/checkout.js', import.meta.url), 'utf8');

const WidgetRequest = z.object({
  key_id: z.string().max(100),
  order_id: z.string().regex(/^order_[A-Za-z0-9]{1,40}$/, 'is not an order id'),
});

/**
 * The checkout widget (window.Razorpay) and the calls its Pay and Decline buttons make. Both are
 * on this server's origin, so the merchant's page loads and calls them under its own CSP.
 */
export function razorpayWidget(app: Hono, options: SandboxOptions): void {
  const { db, now } = options;
  const base = `${SANDBOX_PREFIX}/razorpay`;
  const { keyId, keySecret } = SANDBOX_CREDENTIALS.razorpay;

  app.get(`${base}/checkout.js`, (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );

  // What the widget shows: the order's amount, asked with the public key as the real widget does.
  app.get(`${base}/checkout/orders/:id`, async (c) => {
    const parsed = WidgetRequest.safeParse({ key_id: c.req.query('key_id') ?? '', order_id: c.req.param('id') });
    if (!parsed.success) return razorpayError(c, 400, firstIssue(parsed.error));
    if (!sameSecret(parsed.data.key_id, keyId)) return razorpayError(c, 401, 'The api key provided is invalid');
    const order = await findOrder(db, parsed.data.order_id);
    if (!order) return razorpayError(c, 400, 'The id provided does not exist');
    const { id, amount, currency, status } = orderEntity(order);
    return c.json({ id, amount, currency, status });
  });

  for (const capture of [true, false]) {
    app.post(`${base}/checkout/${capture ? 'pay' : 'decline'}`, async (c) => {
      const parsed = WidgetRequest.safeParse(await jsonBody(c));
      if (!parsed.success) return razorpayError(c, 400, firstIssue(parsed.error));
      if (!sameSecret(parsed.data.key_id, keyId)) return razorpayError(c, 401, 'The api key provided is invalid');
      const at = now();
      const done = await attempt(db, parsed.data.order_id, capture, at);
      if (!done) return razorpayError(c, 400, 'This order does not exist or is already paid.');
      const payment = paymentEntity(done.payment);
      if (capture) {
        await sendRazorpayWebhook(options, 'payment.captured', { payment }, at);
        await sendRazorpayWebhook(options, 'order.paid', { payment, order: orderEntity(done.order) }, at);
        return c.json({
          razorpay_payment_id: done.payment.id,
          razorpay_order_id: done.order.id,
          razorpay_signature: hmacSha256Hex(keySecret, `${done.order.id}|${done.payment.id}`),
        });
      }
      await sendRazorpayWebhook(options, 'payment.failed', { payment }, at);
      return c.json({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment declined in the sandbox.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: done.order.id, payment_id: done.payment.id },
        },
      });
    });
  }
}
