import type { Database, Queryable } from '../db/database.ts';
import { sandboxId } from '../sandbox/ids.ts';

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'captured' | 'failed' | 'refunded';

export interface RazorpayOrder {
  id: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  status: OrderStatus;
  attempts: number;
  amountPaid: number;
  createdAt: Date;
}

export interface RazorpayPayment {
  id: string;
  orderId: string;
  amount: number;
  status: PaymentStatus;
  amountRefunded: number;
  createdAt: Date;
}

interface OrderRow {
  id: string;
  amount: number;
  receipt: string;
  notes: string;
  status: OrderStatus;
  created_at: Date;
  attempts: number;
  amount_paid: number;
}

const ORDER_SELECT = `select o.id, o.amount, o.receipt, o.notes, o.status, o.created_at,
  (select count(*)::int from sandbox_razorpay_payments p where p.order_id = o.id) as attempts,
  (select coalesce(sum(p.amount), 0)::int from sandbox_razorpay_payments p where p.order_id = o.id and p.status <> 'failed') as amount_paid
  from sandbox_razorpay_orders o`;

const orderOf = (r: OrderRow): RazorpayOrder => ({
  id: r.id,
  amount: Number(r.amount),
  receipt: r.receipt,
  notes: JSON.parse(r.notes) as Record<string, string>,
  status: r.status,
  attempts: Number(r.attempts),
  amountPaid: Number(r.amount_paid),
  createdAt: new Date(r.created_at),
});

interface PaymentRow {
  id: string;
  order_id: string;
  amount: number;
  status: PaymentStatus;
  amount_refunded: number;
  created_at: Date;
}

const paymentOf = (r: PaymentRow): RazorpayPayment => ({
  id: r.id,
  orderId: r.order_id,
  amount: Number(r.amount),
  status: r.status,
  amountRefunded: Number(r.amount_refunded),
  createdAt: new Date(r.created_at),
});

export async function insertOrder(
  db: Queryable,
  o: { amount: number; receipt: string; notes: Record<string, string> },
  now: Date,
): Promise<RazorpayOrder> {
  const id = sandboxId('order_');
  await db.query(
    `insert into sandbox_razorpay_orders (id, amount, receipt, notes, status, created_at) values ($1, $2, $3, $4, 'created', $5)`,
    [id, o.amount, o.receipt, JSON.stringify(o.notes), now],
  );
  return { id, ...o, status: 'created', attempts: 0, amountPaid: 0, createdAt: now };
}

export async function findOrder(db: Queryable, id: string): Promise<RazorpayOrder | null> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} where o.id = $1`, [id]);
  return row ? orderOf(row) : null;
}

export async function paymentsOf(db: Queryable, orderId: string): Promise<RazorpayPayment[]> {
  const rows = await db.query<PaymentRow>('select * from sandbox_razorpay_payments where order_id = $1 order by created_at desc, id desc', [
    orderId,
  ]);
  return rows.map(paymentOf);
}

export async function findPayment(db: Queryable, id: string): Promise<RazorpayPayment | null> {
  const [row] = await db.query<PaymentRow>('select * from sandbox_razorpay_payments where id = $1', [id]);
  return row ? paymentOf(row) : null;
}

/**
 * One attempt on an order from the widget: captured at once (Razorpay with automatic capture) or
 * failed. An order already paid takes no further payment, as Razorpay's; null then.
 */
export async function attempt(
  db: Database,
  orderId: string,
  capture: boolean,
  now: Date,
): Promise<{ order: RazorpayOrder; payment: RazorpayPayment } | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ status: OrderStatus; amount: number }>(
      'select status, amount from sandbox_razorpay_orders where id = $1 for update',
      [orderId],
    );
    if (!locked || locked.status === 'paid') return null;
    const id = sandboxId('pay_');
    await tx.query('insert into sandbox_razorpay_payments (id, order_id, amount, status, created_at) values ($1, $2, $3, $4, $5)', [
      id,
      orderId,
      locked.amount,
      capture ? 'captured' : 'failed',
      now,
    ]);
    await tx.query('update sandbox_razorpay_orders set status = $2 where id = $1', [orderId, capture ? 'paid' : 'attempted']);
    const order = (await findOrder(tx, orderId))!;
    const payment = (await findPayment(tx, id))!;
    return { order, payment };
  });
}

export interface RazorpayRefund {
  id: string;
  paymentId: string;
  amount: number;
  notes: Record<string, string>;
  createdAt: Date;
}

type RefundOutcome = { refund: RazorpayRefund } | { problem: string; status: 400 | 404 };

/**
 * Refunds a captured payment, at most what is left of it; a payment refunded in full is
 * 'refunded'. A repeat with the same idempotency key and body answers the first refund.
 */
export async function refundPayment(
  db: Database,
  r: { paymentId: string; amount: number | undefined; notes: Record<string, string>; idempotencyKey: string | undefined },
  now: Date,
): Promise<RefundOutcome> {
  const request = JSON.stringify({ paymentId: r.paymentId, amount: r.amount ?? null, notes: r.notes });
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<PaymentRow>('select * from sandbox_razorpay_payments where id = $1 for update', [r.paymentId]);
    if (!payment) return { problem: 'The id provided does not exist', status: 404 };
    if (r.idempotencyKey) {
      const [earlier] = await tx.query<{ id: string; amount: number; request: string; created_at: Date }>(
        'select id, amount, request, created_at from sandbox_razorpay_refunds where idempotency_key = $1',
        [r.idempotencyKey],
      );
      if (earlier) {
        if (earlier.request !== request)
          return { problem: 'Different request with the same idempotency key has already been processed.', status: 400 };
        return {
          refund: {
            id: earlier.id,
            paymentId: r.paymentId,
            amount: Number(earlier.amount),
            notes: r.notes,
            createdAt: new Date(earlier.created_at),
          },
        };
      }
    }
    if (payment.status === 'failed') return { problem: 'The payment has not been captured, so it cannot be refunded.', status: 400 };
    const left = Number(payment.amount) - Number(payment.amount_refunded);
    const amount = r.amount ?? left;
    if (left <= 0) return { problem: 'The payment has been fully refunded already', status: 400 };
    if (amount > left) return { problem: 'The refund amount provided is greater than amount captured', status: 400 };
    const id = sandboxId('rfnd_');
    await tx.query(
      'insert into sandbox_razorpay_refunds (id, payment_id, amount, idempotency_key, request, created_at) values ($1, $2, $3, $4, $5, $6)',
      [id, r.paymentId, amount, r.idempotencyKey ?? null, request, now],
    );
    await tx.query(
      `update sandbox_razorpay_payments set amount_refunded = amount_refunded + $2,
       status = case when amount_refunded + $2 >= amount then 'refunded' else status end where id = $1`,
      [r.paymentId, amount],
    );
    return { refund: { id, paymentId: r.paymentId, amount, notes: r.notes, createdAt: now } };
  });
}
