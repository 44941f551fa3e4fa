import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { SANDBOX_CREDENTIALS, SANDBOX_PREFIX } from '../payments/config.ts';
import { sameSecret } from '../payments/signing.ts';
import { findOrder, findRefund, insertOrder, issueToken, refundOrder, tokenIsLive, type PhonePeOrder } from '../repo/sandboxPhonePe.ts';
import type { SandboxOptions } from './types.ts';
import { firstIssue, jsonBody, MerchantId, originOf, Paise, SafeText, WebAddress } from './wire.ts';
import { sendPhonePeWebhook } from './webhooks.ts';

/** PhonePe's own limits on an order's life, in seconds, and its default. */
export const EXPIRE_AFTER = { min: 300, max: 3600, default: 1200 };

const PayRequest = z.object({
  merchantOrderId: MerchantId,
  amount: Paise,
  expireAfter: z.number().int().min(EXPIRE_AFTER.min).max(EXPIRE_AFTER.max).optional(),
  metaInfo: z.record(z.string().max(20), SafeText(256)).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: SafeText(256).optional(),
    merchantUrls: z.object({ redirectUrl: WebAddress }),
  }),
});

const RefundRequest = z.object({
  merchantRefundId: MerchantId,
  originalMerchantOrderId: MerchantId,
  amount: Paise,
});

/** PhonePe's error answer. */
export const phonePeError = (c: Context, status: ContentfulStatusCode, code: string, message: string) => c.json({ code, message }, status);

/** The order as PhonePe's status call and callbacks describe it (times in ms since the epoch). */
export function orderView(o: PhonePeOrder): Record<string, unknown> {
  const attempt = o.transactionId
    ? [
        {
          transactionId: o.transactionId,
          paymentMode: 'UPI_QR',
          amount: o.amount,
          state: o.state === 'COMPLETED' ? 'COMPLETED' : 'FAILED',
          timestamp: o.updatedAt.getTime(),
          ...(o.state === 'FAILED' ? { errorCode: o.errorCode } : {}),
        },
      ]
    : [];
  return {
    merchantId: 'SANDBOXMERCHANT',
    merchantOrderId: o.merchantOrderId,
    orderId: o.orderId,
    state: o.state,
    amount: o.amount,
    expireAt: o.expiresAt.getTime(),
    ...(o.state === 'FAILED' ? { errorCode: o.errorCode } : {}),
    paymentDetails: attempt,
  };
}

/** The callback for an order that has just completed or failed. */
export function sendOrderWebhook(options: SandboxOptions, o: PhonePeOrder): Promise<void> {
  return sendPhonePeWebhook(options, o.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed', orderView(o));
}

/** Refuses a call without a live O-Bearer token from the token call, as PhonePe does. */
function bearer(options: SandboxOptions): MiddlewareHandler {
  return async (c, next) => {
    const match = /^O-Bearer ([A-Za-z0-9_-]{1,100})$/.exec(c.req.header('authorization') ?? '');
    if (!match || !(await tokenIsLive(options.db, match[1], options.now())))
      return phonePeError(c, 401, 'UNAUTHORIZED', 'The O-Bearer token is missing, unknown or expired.');
    await next();
  };
}

/** The identity manager's token call and the PG host's pay, status and refund calls. */
export function phonePeApi(app: Hono, options: SandboxOptions): void {
  const { db, now } = options;
  const base = `${SANDBOX_PREFIX}/phonepe`;

  app.post(`${base}/identity-manager/v1/oauth/token`, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return phonePeError(c, 400, 'BAD_REQUEST', 'The token call takes a form (application/x-www-form-urlencoded).');
    }
    const form = new URLSearchParams(await c.req.text());
    const expected = SANDBOX_CREDENTIALS.phonepe;
    if (form.get('grant_type') !== 'client_credentials')
      return phonePeError(c, 400, 'BAD_REQUEST', 'grant_type must be client_credentials.');
    const known =
      sameSecret(form.get('client_id'), expected.clientId) &&
      sameSecret(form.get('client_secret'), expected.clientSecret) &&
      sameSecret(form.get('client_version'), expected.clientVersion);
    if (!known) return phonePeError(c, 401, 'UNAUTHORIZED', 'The client id, version or secret is wrong.');
    const issuedAt = now();
    const { token, expiresAt } = await issueToken(db, expected.clientId, issuedAt);
    const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
    return c.json({
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: seconds(issuedAt),
      expires_at: seconds(expiresAt),
      session_expires_at: seconds(expiresAt),
      token_type: 'O-Bearer',
    });
  });

  app.use(`${base}/pg/*`, bearer(options));

  app.post(`${base}/pg/checkout/v2/pay`, async (c) => {
    const parsed = PayRequest.safeParse(await jsonBody(c));
    if (!parsed.success) return phonePeError(c, 400, 'BAD_REQUEST', firstIssue(parsed.error));
    const p = parsed.data;
    const at = now();
    const order = await insertOrder(
      db,
      {
        merchantOrderId: p.merchantOrderId,
        amount: p.amount,
        redirectUrl: p.paymentFlow.merchantUrls.redirectUrl,
        message: p.paymentFlow.message ?? '',
        expiresAt: new Date(at.getTime() + (p.expireAfter ?? EXPIRE_AFTER.default) * 1000),
      },
      at,
    );
    if (!order) return phonePeError(c, 400, 'BAD_REQUEST', 'This merchantOrderId was used for another order.');
    return c.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expiresAt.getTime(),
      redirectUrl: `${originOf(c, options.publicOrigin)}${base}/pay/${order.orderId}`,
    });
  });

  app.get(`${base}/pg/checkout/v2/order/:merchantOrderId/status`, async (c) => {
    const id = MerchantId.safeParse(c.req.param('merchantOrderId'));
    const found = id.success ? await findOrder(db, 'merchant_order_id', id.data, now()) : null;
    if (!found) return phonePeError(c, 404, 'NOT_FOUND', 'No order has this merchantOrderId.');
    if (found.expired) await sendOrderWebhook(options, found.order);
    return c.json(orderView(found.order));
  });

  app.post(`${base}/pg/payments/v2/refund`, async (c) => {
    const parsed = RefundRequest.safeParse(await jsonBody(c));
    if (!parsed.success) return phonePeError(c, 400, 'BAD_REQUEST', firstIssue(parsed.error));
    const r = parsed.data;
    const outcome = await refundOrder(
      db,
      { merchantRefundId: r.merchantRefundId, merchantOrderId: r.originalMerchantOrderId, amount: r.amount },
      now(),
    );
    if ('problem' in outcome) return phonePeError(c, outcome.status, outcome.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', outcome.problem);
    return c.json({ refundId: outcome.refund.refundId, amount: outcome.refund.amount, state: 'PENDING' });
  });

  // The sandbox refunds at once, so a refund it knows is complete.
  app.get(`${base}/pg/payments/v2/refund/:merchantRefundId/status`, async (c) => {
    const id = MerchantId.safeParse(c.req.param('merchantRefundId'));
    const refund = id.success ? await findRefund(db, id.data) : null;
    if (!refund) return phonePeError(c, 404, 'NOT_FOUND', 'No refund has this merchantRefundId.');
    return c.json({
      merchantId: 'SANDBOXMERCHANT',
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.merchantOrderId,
      amount: refund.amount,
      state: 'COMPLETED',
      timestamp: refund.createdAt.getTime(),
      refundId: refund.refundId,
    });
  });
}
