import type { Queryable } from '../db/database.ts';
import type { PaymentType } from '../../src/lib/api/booking.ts';

/** Payments with the providers, the webhooks received, and the ones refused. Amounts are paise. */

export type Provider = 'phonepe' | 'razorpay';
/** refund-failed: the refund was given up (the provider refused it for good, or never took it); staff return the money by hand. */
/** 'cancelled': given up by the customer to change the booking, but still asked about until it lapses (it may yet be paid). */
export type PaymentStatus = 'pending' | 'cancelled' | 'paid' | 'failed' | 'refund-pending' | 'refunded' | 'refund-failed';

/** What a payment is for: confirming the booking, or asked by its customer once confirmed (migration 035). */
export type PaymentPurpose = 'booking' | 'balance' | 'move';

/** A reschedule's payment: where it moves the booking once paid, the hold kept there, and the booking as it was when asked. */
export interface MoveTo {
  theatreId: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
  /** The slot_holds row that keeps the target while the payment is open. */
  holdId: string;
  /** The booking's total after the move, as quoted. */
  newTotalPaise: number;
  /** The booking's slot when the move was asked: moved since by anyone, the payment is refunded. */
  from: { theatreId: string; slotId: string; date: string };
}

export interface Payment {
  id: string;
  purpose: PaymentPurpose;
  moveTo: MoveTo | null;
  bookingId: string;
  provider: Provider;
  paymentType: PaymentType;
  /** What it asks. */
  amountPaise: number;
  /** The booking's total when the payment was asked: it confirms only while the booking still costs this. */
  bookingTotalPaise: number;
  providerOrderId: string | null;
  redirectUrl: string;
  status: PaymentStatus;
  providerPaymentId: string;
  /** What the provider said was paid. */
  paidAmountPaise: number;
  note: string;
  expiresAt: Date;
  nextCheckAt: Date | null;
  checks: number;
  /** Refund calls the provider did not take. */
  refundAttempts: number;
  createdAt: Date;
  /** Last change, or the last status check with the provider. */
  updatedAt: Date;
}

interface Row {
  id: string;
  purpose: PaymentPurpose;
  move_to: MoveTo | string | null;
  booking_id: string;
  provider: Provider;
  payment_type: PaymentType;
  amount: number;
  booking_total: number;
  provider_order_id: string | null;
  redirect_url: string;
  status: PaymentStatus;
  provider_payment_id: string;
  paid_amount: number;
  note: string;
  expires_at: Date | string;
  next_check_at: Date | string | null;
  checks: number;
  refund_attempts: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const toPayment = (r: Row): Payment => ({
  id: r.id,
  purpose: r.purpose ?? 'booking',
  moveTo: typeof r.move_to === 'string' ? (JSON.parse(r.move_to) as MoveTo) : (r.move_to ?? null),
  bookingId: r.booking_id,
  provider: r.provider,
  paymentType: r.payment_type,
  amountPaise: r.amount,
  bookingTotalPaise: r.booking_total,
  providerOrderId: r.provider_order_id,
  redirectUrl: r.redirect_url,
  status: r.status,
  providerPaymentId: r.provider_payment_id,
  paidAmountPaise: r.paid_amount,
  note: r.note,
  expiresAt: new Date(r.expires_at),
  nextCheckAt: r.next_check_at === null ? null : new Date(r.next_check_at),
  checks: r.checks,
  refundAttempts: r.refund_attempts,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export async function insertPayment(
  tx: Queryable,
  p: {
    id: string;
    bookingId: string;
    provider: Provider;
    paymentType: PaymentType;
    amountPaise: number;
    bookingTotalPaise: number;
    expiresAt: Date;
    nextCheckAt: Date;
    now: Date;
    /** Default 'booking'. */
    purpose?: PaymentPurpose;
    moveTo?: MoveTo;
  },
): Promise<void> {
  await tx.query(
    `insert into payments (id, booking_id, provider, payment_type, amount, booking_total, status, expires_at, next_check_at, created_at, updated_at,
       purpose, move_to)
     values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $9, $10, $11::jsonb)`,
    [
      p.id,
      p.bookingId,
      p.provider,
      p.paymentType,
      p.amountPaise,
      p.bookingTotalPaise,
      p.expiresAt,
      p.nextCheckAt,
      p.now,
      p.purpose ?? 'booking',
      p.moveTo ? JSON.stringify(p.moveTo) : null,
    ],
  );
}

/** With `lock`, 'for no key update', as findBooking: a webhook stores its event, naming the payment, before it settles. */
export async function findPayment(db: Queryable, id: string, lock = false): Promise<Payment | undefined> {
  const [row] = await db.query<Row>(`select * from payments where id = $1${lock ? ' for no key update' : ''}`, [id]);
  return row && toPayment(row);
}

export async function findByProviderOrder(db: Queryable, provider: Provider, providerOrderId: string): Promise<Payment | undefined> {
  const [row] = await db.query<Row>('select * from payments where provider = $1 and provider_order_id = $2', [provider, providerOrderId]);
  return row && toPayment(row);
}

/** Every payment of a booking, oldest first (the desk's booking page). */
export async function paymentsOfBooking(db: Queryable, bookingId: string): Promise<Payment[]> {
  const rows = await db.query<Row>('select * from payments where booking_id = $1 order by created_at, id', [bookingId]);
  return rows.map(toPayment);
}

/** The booking's newest payment still waiting for the provider, if any. */
export async function pendingPaymentOf(db: Queryable, bookingId: string): Promise<Payment | undefined> {
  const [row] = await db.query<Row>(
    `select * from payments where booking_id = $1 and status = 'pending' order by created_at desc limit 1`,
    [bookingId],
  );
  return row && toPayment(row);
}

/** Every payment of the booking that was paid and kept, oldest first: the confirmation, then any the customer paid since. */
export async function paidPaymentsOf(db: Queryable, bookingId: string): Promise<Payment[]> {
  const rows = await db.query<Row>(`select * from payments where booking_id = $1 and status = 'paid' order by created_at, id`, [bookingId]);
  return rows.map(toPayment);
}

/** The booking's newest payment the provider may still take: open, or cancelled by the customer but not yet lapsed. */
export async function unsettledPaymentOf(db: Queryable, bookingId: string): Promise<Payment | undefined> {
  const [row] = await db.query<Row>(
    `select * from payments where booking_id = $1 and status in ('pending', 'cancelled') order by created_at desc limit 1`,
    [bookingId],
  );
  return row && toPayment(row);
}

/** Cancels the booking's open payments (the customer's choice, to change the booking); answers their ids. */
export async function cancelPending(db: Queryable, bookingId: string, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `update payments set status = 'cancelled', note = 'cancelled by the customer to change the booking', updated_at = $2
     where booking_id = $1 and status = 'pending' returning id`,
    [bookingId, now],
  );
  return rows.map((r) => r.id);
}

/** Whether another payment of the booking is still pending (a failure of one must not free the slot under the other). */
export async function otherPending(db: Queryable, bookingId: string, exceptId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from payments where booking_id = $1 and status = 'pending' and id <> $2 limit 1`, [
    bookingId,
    exceptId,
  ]);
  return rows.length > 0;
}

export async function setProviderOrder(db: Queryable, id: string, providerOrderId: string, redirectUrl: string, now: Date): Promise<void> {
  await db.query('update payments set provider_order_id = $2, redirect_url = $3, updated_at = $4 where id = $1', [
    id,
    providerOrderId,
    redirectUrl,
    now,
  ]);
}

export async function updatePayment(
  db: Queryable,
  id: string,
  change: {
    status?: PaymentStatus;
    providerPaymentId?: string;
    paidAmountPaise?: number;
    note?: string;
    nextCheckAt?: Date | null;
    checks?: number;
  },
  now: Date,
): Promise<void> {
  const cols: [string, unknown][] = [];
  if (change.status !== undefined) cols.push(['status', change.status]);
  if (change.providerPaymentId !== undefined) cols.push(['provider_payment_id', change.providerPaymentId]);
  if (change.paidAmountPaise !== undefined) cols.push(['paid_amount', change.paidAmountPaise]);
  if (change.note !== undefined) cols.push(['note', change.note]);
  if (change.nextCheckAt !== undefined) cols.push(['next_check_at', change.nextCheckAt]);
  if (change.checks !== undefined) cols.push(['checks', change.checks]);
  cols.push(['updated_at', now]);
  await db.query(`update payments set ${cols.map(([n], i) => `${n} = $${i + 2}`).join(', ')} where id = $1`, [
    id,
    ...cols.map(([, v]) => v),
  ]);
}

/** Stores a verified webhook; false when the provider sent this event before (nothing more to do). */
export async function recordEvent(
  tx: Queryable,
  e: { provider: Provider; eventId: string; paymentId: string | null; type: string; state: string; body: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into payment_events (provider, event_id, payment_id, type, state, body, received_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (provider, event_id) do nothing returning event_id`,
    [e.provider, e.eventId, e.paymentId, e.type, e.state, e.body, e.at],
  );
  return rows.length > 0;
}

export async function recordRejection(
  db: Queryable,
  r: { provider: Provider; reason: string; client: string; body: string; at: Date },
): Promise<void> {
  await db.query('insert into payment_rejections (provider, reason, client, body_sample, received_at) values ($1, $2, $3, $4, $5)', [
    r.provider,
    r.reason.slice(0, 500),
    r.client.slice(0, 100),
    // enough to recognise the attempt, never a whole flood
    r.body.slice(0, 2000).replaceAll('\u0000', ''),
    r.at,
  ]);
}

/**
 * Claims up to `limit` payments whose status check is due, pushing their next check `leaseMs` ahead
 * so that another server process skips them while this one asks the provider.
 */
export async function claimDue(db: Queryable, now: Date, leaseMs: number, limit = 20): Promise<Payment[]> {
  const rows = await db.query<Row>(
    `update payments set next_check_at = $2
     where id in (select id from payments where status in ('pending', 'cancelled', 'refund-pending') and next_check_at <= $1
                  order by next_check_at limit $3 for update skip locked)
     returning *`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.map(toPayment);
}

/**
 * Counts one refund call the provider did not take. Answers the count so far, or undefined when the
 * refund is no longer pending (another process saw it taken or gave it up meanwhile).
 */
export async function countRefundAttempt(db: Queryable, id: string, now: Date): Promise<number | undefined> {
  const [row] = await db.query<{ refund_attempts: number }>(
    `update payments set refund_attempts = refund_attempts + 1, updated_at = $2 where id = $1 and status = 'refund-pending' returning refund_attempts`,
    [id, now],
  );
  return row?.refund_attempts;
}

/** Gives a pending refund up, with the reason staff read; false when it was no longer pending. */
export async function giveUpRefund(tx: Queryable, id: string, reason: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update payments set status = 'refund-failed', note = $2, next_check_at = null, updated_at = $3 where id = $1 and status = 'refund-pending' returning id`,
    [id, reason.slice(0, 500), now],
  );
  return rows.length > 0;
}

/** The refunds given up, newest first: money the staff must return by hand (`note` says why). */
export async function refundsGivenUp(db: Queryable, limit = 100): Promise<Payment[]> {
  const rows = await db.query<Row>(`select * from payments where status = 'refund-failed' order by updated_at desc limit $1`, [limit]);
  return rows.map(toPayment);
}
