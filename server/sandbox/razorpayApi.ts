import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { SANDBOX_CREDENTIALS, SANDBOX_PREFIX } from '../payments/config.ts';
import { sameSecret } from '../payments/signing.ts';
import {
  findOrder,
  findPayment,
  insertOrder,
  paymentsOf,
  refundPayment,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from '../repo/sandboxRazorpay.ts';
import type { SandboxOptions } from './types.ts';
import { firstIssue, jsonBody, Paise, SafeText } from './wire.ts';

/** Razorpay's own limits: at most 15 notes of 256 characters, a receipt of 40. */
const Notes = z.record(SafeText(40), SafeText(256)).refine((n) => Object.keys(n).length <= 15, 'can hold at most 15 keys');

const OrderRequest = z.object({
  amount: Paise,
  currency: z.literal('INR'),
  receipt: SafeText(40).optional(),
  notes: Notes.optional(),
});

const RefundRequest = z.object({
  amount: Paise.optional(),
  receipt: SafeText(40).optional(),
  notes: Notes.optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
});

const ENTITY_ID = /^(order|pay)_[A-Za-z0-9]{1,40}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

/** Razorpay's error answer. */
export function razorpayError(c: Context, status: ContentfulStatusCode, description: string) {
  return c.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } }, status);
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export function orderEntity(o: RazorpayOrder): Record<string, unknown> {
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: o.amountPaid,
    amount_due: o.amount - o.amountPaid,
    currency: 'INR',
    receipt: o.receipt,
    offer_id: null,
    status: o.status,
    attempts: o.attempts,
    notes: o.notes,
    created_at: epoch(o.createdAt),
  };
}

export function paymentEntity(p: RazorpayPayment): Record<string, unknown> {
  const failed = p.status === 'failed';
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: 'INR',
    status: p.status,
    order_id: p.orderId,
    method: 'card',
    captured: !failed,
    amount_refunded: p.amountRefunded,
    refund_status: p.amountRefunded === 0 ? null : p.amountRefunded >= p.amount ? 'full' : 'partial',
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment declined in the sandbox.' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    created_at: epoch(p.createdAt),
  };
}

const refundEntity = (r: RazorpayRefund) => ({
  id: r.id,
  entity: 'refund',
  amount: r.amount,
  currency: 'INR',
  payment_id: r.paymentId,
  notes: r.notes,
  status: 'processed',
  speed_processed: 'normal',
  created_at: epoch(r.createdAt),
});

/** Basic auth with the key id and secret, as every call of Razorpay's REST API takes. */
const basicAuth: MiddlewareHandler = async (c, next) => {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(c.req.header('authorization') ?? '');
  const [id, ...rest] = match ? Buffer.from(match[1], 'base64').toString('utf8').split(':') : [];
  const { keyId, keySecret } = SANDBOX_CREDENTIALS.razorpay;
  if (!(sameSecret(id, keyId) && sameSecret(rest.join(':'), keySecret))) return razorpayError(c, 401, 'Authentication failed');
  await next();
};

/** Orders, their payments, and refunds: the part of Razorpay's REST API the merchant calls. */
export function razorpayApi(app: Hono, options: SandboxOptions): void {
  const { db, now } = options;
  const base = `${SANDBOX_PREFIX}/razorpay/v1`;
  app.use(`${base}/*`, basicAuth);

  app.post(`${base}/orders`, async (c) => {
    const parsed = OrderRequest.safeParse(await jsonBody(c));
    if (!parsed.success) return razorpayError(c, 400, firstIssue(parsed.error));
    const order = await insertOrder(
      db,
      { amount: parsed.data.amount, receipt: parsed.data.receipt ?? '', notes: parsed.data.notes ?? {} },
      now(),
    );
    return c.json(orderEntity(order));
  });

  /** GET of one entity by id, answered as Razorpay does when there is none. */
  const one =
    <T>(find: (id: string) => Promise<T | null>, view: (t: T) => Record<string, unknown>) =>
    async (c: Context) => {
      const id = c.req.param('id') ?? '';
      const found = ENTITY_ID.test(id) ? await find(id) : null;
      return found ? c.json(view(found)) : razorpayError(c, 400, 'The id provided does not exist');
    };
  app.get(
    `${base}/orders/:id`,
    one((id) => findOrder(db, id), orderEntity),
  );
  app.get(
    `${base}/payments/:id`,
    one((id) => findPayment(db, id), paymentEntity),
  );

  app.get(`${base}/orders/:id/payments`, async (c) => {
    const id = c.req.param('id');
    const order = ENTITY_ID.test(id) ? await findOrder(db, id) : null;
    if (!order) return razorpayError(c, 400, 'The id provided does not exist');
    const items = (await paymentsOf(db, id)).map(paymentEntity);
    return c.json({ entity: 'collection', count: items.length, items });
  });

  app.post(`${base}/payments/:id/refund`, async (c) => {
    const paymentId = c.req.param('id');
    if (!ENTITY_ID.test(paymentId)) return razorpayError(c, 400, 'The id provided does not exist');
    const key = c.req.header('x-refund-idempotency');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      return razorpayError(c, 400, 'X-Refund-Idempotency must be 10 to 64 letters, digits, "-" or "_".');
    const parsed = RefundRequest.safeParse(await jsonBody(c));
    if (!parsed.success) return razorpayError(c, 400, firstIssue(parsed.error));
    const outcome = await refundPayment(
      db,
      { paymentId, amount: parsed.data.amount, notes: parsed.data.notes ?? {}, idempotencyKey: key },
      now(),
    );
    if ('problem' in outcome) return razorpayError(c, outcome.status, outcome.problem);
    return c.json(refundEntity(outcome.refund));
  });
}
