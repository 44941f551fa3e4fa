import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { sandboxId } from '../sandbox/ids.ts';

/** How long a sandbox O-Bearer token lasts. */
export const TOKEN_SECONDS = 3600;

export type PhonePeState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PhonePeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  redirectUrl: string;
  message: string;
  state: PhonePeState;
  transactionId: string | null;
  errorCode: string | null;
  expiresAt: Date;
  updatedAt: Date;
}

const COLUMNS = 'merchant_order_id, order_id, amount, redirect_url, message, state, transaction_id, error_code, expires_at, updated_at';

interface Row {
  merchant_order_id: string;
  order_id: string;
  amount: number;
  redirect_url: string;
  message: string;
  state: PhonePeState;
  transaction_id: string | null;
  error_code: string | null;
  expires_at: Date;
  updated_at: Date;
}

const orderOf = (r: Row): PhonePeOrder => ({
  merchantOrderId: r.merchant_order_id,
  orderId: r.order_id,
  amount: Number(r.amount),
  redirectUrl: r.redirect_url,
  message: r.message,
  state: r.state,
  transactionId: r.transaction_id,
  errorCode: r.error_code,
  expiresAt: new Date(r.expires_at),
  updatedAt: new Date(r.updated_at),
});

export async function issueToken(db: Queryable, clientId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_SECONDS * 1000);
  await db.query('delete from sandbox_phonepe_tokens where expires_at <= $1', [now]);
  await db.query('insert into sandbox_phonepe_tokens (token, client_id, expires_at) values ($1, $2, $3)', [token, clientId, expiresAt]);
  return { token, expiresAt };
}

export async function tokenIsLive(db: Queryable, token: string, now: Date): Promise<boolean> {
  const rows = await db.query('select 1 from sandbox_phonepe_tokens where token = $1 and expires_at > $2', [token, now]);
  return rows.length > 0;
}

/** A new order, or null when the merchant order id was used before. */
export async function insertOrder(
  db: Queryable,
  o: { merchantOrderId: string; amount: number; redirectUrl: string; message: string; expiresAt: Date },
  now: Date,
): Promise<PhonePeOrder | null> {
  const [row] = await db.query<Row>(
    `insert into sandbox_phonepe_orders (merchant_order_id, order_id, amount, redirect_url, message, state, expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $7)
     on conflict (merchant_order_id) do nothing
     returning ${COLUMNS}`,
    [o.merchantOrderId, sandboxId('OMO'), o.amount, o.redirectUrl, o.message, o.expiresAt, now],
  );
  return row ? orderOf(row) : null;
}

/**
 * The order by either id, with `expired` true when this read found it past its expiry while still
 * pending and so failed it (the caller sends the webhook of that change, once).
 */
export async function findOrder(
  db: Queryable,
  by: 'merchant_order_id' | 'order_id',
  id: string,
  now: Date,
): Promise<{ order: PhonePeOrder; expired: boolean } | null> {
  const [lapsed] = await db.query<Row>(
    `update sandbox_phonepe_orders set state = 'FAILED', error_code = 'TIMED_OUT', updated_at = $2
     where ${by} = $1 and state = 'PENDING' and expires_at <= $2
     returning ${COLUMNS}`,
    [id, now],
  );
  if (lapsed) return { order: orderOf(lapsed), expired: true };
  const [row] = await db.query<Row>(`select ${COLUMNS} from sandbox_phonepe_orders where ${by} = $1`, [id]);
  return row ? { order: orderOf(row), expired: false } : null;
}

/** Pays or declines a pending, unexpired order; null when it is no longer open (the caller reads it again). */
export async function decide(db: Queryable, orderId: string, pay: boolean, now: Date): Promise<PhonePeOrder | null> {
  const [row] = await db.query<Row>(
    `update sandbox_phonepe_orders set state = $2, transaction_id = $3, error_code = $4, updated_at = $5
     where order_id = $1 and state = 'PENDING' and expires_at > $5
     returning ${COLUMNS}`,
    [orderId, pay ? 'COMPLETED' : 'FAILED', sandboxId('OM'), pay ? null : 'PAYMENT_DECLINED', now],
  );
  return row ? orderOf(row) : null;
}

export interface PhonePeRefund {
  merchantRefundId: string;
  refundId: string;
  merchantOrderId: string;
  amount: number;
  createdAt: Date;
}

type RefundOutcome = { refund: PhonePeRefund } | { problem: string; status: 400 | 404 };

/**
 * Records a refund of a completed order, at most what is left of it. The same merchantRefundId
 * asked again for the same order and amount answers the first refund instead of a second one.
 */
export async function refundOrder(
  db: Database,
  r: { merchantRefundId: string; merchantOrderId: string; amount: number },
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ amount: number; state: PhonePeState }>(
      'select amount, state from sandbox_phonepe_orders where merchant_order_id = $1 for update',
      [r.merchantOrderId],
    );
    if (!order) return { problem: 'No order has this originalMerchantOrderId.', status: 404 };
    const [earlier] = await tx.query<{ merchant_order_id: string; refund_id: string; amount: number; created_at: Date }>(
      'select merchant_order_id, refund_id, amount, created_at from sandbox_phonepe_refunds where merchant_refund_id = $1',
      [r.merchantRefundId],
    );
    if (earlier) {
      if (earlier.merchant_order_id !== r.merchantOrderId || Number(earlier.amount) !== r.amount)
        return { problem: 'This merchantRefundId was used for another refund.', status: 400 };
      return { refund: { ...r, refundId: earlier.refund_id, createdAt: new Date(earlier.created_at) } };
    }
    if (order.state !== 'COMPLETED') return { problem: 'Only a completed order can be refunded.', status: 400 };
    const [{ refunded }] = await tx.query<{ refunded: number }>(
      'select coalesce(sum(amount), 0)::int as refunded from sandbox_phonepe_refunds where merchant_order_id = $1',
      [r.merchantOrderId],
    );
    if (r.amount > Number(order.amount) - Number(refunded))
      return { problem: 'The refund is more than what is left of the order.', status: 400 };
    const refundId = sandboxId('OMR');
    await tx.query(
      'insert into sandbox_phonepe_refunds (merchant_refund_id, refund_id, merchant_order_id, amount, created_at) values ($1, $2, $3, $4, $5)',
      [r.merchantRefundId, refundId, r.merchantOrderId, r.amount, now],
    );
    return { refund: { ...r, refundId, createdAt: now } };
  });
}

export async function findRefund(db: Queryable, merchantRefundId: string): Promise<PhonePeRefund | null> {
  const [row] = await db.query<{ refund_id: string; merchant_order_id: string; amount: number; created_at: Date }>(
    'select refund_id, merchant_order_id, amount, created_at from sandbox_phonepe_refunds where merchant_refund_id = $1',
    [merchantRefundId],
  );
  return row
    ? {
        merchantRefundId,
        refundId: row.refund_id,
        merchantOrderId: row.merchant_order_id,
        amount: Number(row.amount),
        createdAt: new Date(row.created_at),
      }
    : null;
}
