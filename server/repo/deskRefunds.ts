import type { Queryable } from '../db/database.ts';

/**
 * Refunds the staff send back through the provider (a cancellation, a move to a cheaper slot).
 * Amounts are paise. A row is made once, under the booking's lock, in the transaction that cancels
 * or moves the booking; its id is what the provider is asked with every time (server/payments/deskRefund.ts).
 */

export type DeskRefundStatus = 'pending' | 'refunded' | 'failed';

export interface DeskRefundRow {
  id: string;
  bookingId: string;
  paymentId: string;
  amountPaise: number;
  kind: 'cancel' | 'move';
  reason: string;
  /** Made by the customer's own cancel or reschedule (/my-booking), not by the staff. */
  byCustomer: boolean;
  status: DeskRefundStatus;
  /** Why it was given up, for the staff who refund by hand. */
  note: string;
  attempts: number;
  createdAt: Date;
}

interface Row {
  id: string;
  booking_id: string;
  payment_id: string;
  amount: number;
  kind: 'cancel' | 'move';
  reason: string;
  by_customer: boolean;
  status: DeskRefundStatus;
  note: string;
  attempts: number;
  created_at: Date | string;
}

const toRefund = (r: Row): DeskRefundRow => ({
  id: r.id,
  bookingId: r.booking_id,
  paymentId: r.payment_id,
  amountPaise: r.amount,
  kind: r.kind,
  reason: r.reason,
  byCustomer: r.by_customer,
  status: r.status,
  note: r.note,
  attempts: r.attempts,
  createdAt: new Date(r.created_at),
});

const COLUMNS = 'id, booking_id, payment_id, amount, kind, reason, by_customer, status, note, attempts, created_at';

/**
 * A new refund of `amountPaise` of the payment; its id is the payment's with the number of desk
 * refunds it has had (PAY_..._D1, _D2), which the provider takes as its refund id. Asked first by
 * the action right after its commit, and by the reconciler only once `nextCheckAt` has passed.
 */
export async function insertDeskRefund(
  tx: Queryable,
  r: {
    bookingId: string;
    paymentId: string;
    amountPaise: number;
    kind: 'cancel' | 'move';
    reason: string;
    /** null: the customer's own cancel or move (/my-booking). */
    staffId: string | null;
    now: Date;
    nextCheckAt: Date;
  },
): Promise<DeskRefundRow> {
  const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from desk_refunds where payment_id = $1', [r.paymentId]);
  const [row] = await tx.query<Row>(
    `insert into desk_refunds (id, booking_id, payment_id, amount, kind, reason, status, next_check_at, staff_id, by_customer, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $10) returning ${COLUMNS}`,
    [
      `${r.paymentId}_D${n + 1}`,
      r.bookingId,
      r.paymentId,
      r.amountPaise,
      r.kind,
      r.reason,
      r.nextCheckAt,
      r.staffId,
      r.staffId === null,
      r.now,
    ],
  );
  return toRefund(row);
}

export async function findDeskRefund(db: Queryable, id: string): Promise<DeskRefundRow | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from desk_refunds where id = $1`, [id]);
  return row && toRefund(row);
}

/** What the staff have sent back of a payment so far, in any state (a given-up refund is still owed, by hand). */
/** What was refunded (or given up to be refunded by hand) of each of the payments, by payment id. */
export async function refundedOfPayments(db: Queryable, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.query<{ payment_id: string; sum: number }>(
    'select payment_id, coalesce(sum(amount), 0)::int as sum from desk_refunds where payment_id = any($1::text[]) group by payment_id',
    [paymentIds],
  );
  return new Map(rows.map((r) => [r.payment_id, r.sum]));
}

/** Taken by the provider. */
export async function markDeskRefunded(db: Queryable, id: string, now: Date): Promise<DeskRefundRow | undefined> {
  const [row] = await db.query<Row>(
    `update desk_refunds set status = 'refunded', next_check_at = null, updated_at = $2 where id = $1 and status = 'pending' returning ${COLUMNS}`,
    [id, now],
  );
  return row && toRefund(row);
}

/** Counts one call the provider did not take; undefined when it is no longer pending (taken or given up meanwhile). */
export async function countDeskRefundAttempt(db: Queryable, id: string, now: Date): Promise<number | undefined> {
  const [row] = await db.query<{ attempts: number }>(
    `update desk_refunds set attempts = attempts + 1, updated_at = $2 where id = $1 and status = 'pending' returning attempts`,
    [id, now],
  );
  return row?.attempts;
}

export async function setDeskRefundCheck(db: Queryable, id: string, at: Date, now: Date): Promise<void> {
  await db.query(`update desk_refunds set next_check_at = $2, updated_at = $3 where id = $1 and status = 'pending'`, [id, at, now]);
}

/** Gives the refund up, with the reason the staff read; false when it was no longer pending. */
export async function giveUpDeskRefund(tx: Queryable, id: string, reason: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update desk_refunds set status = 'failed', note = $2, next_check_at = null, updated_at = $3 where id = $1 and status = 'pending' returning id`,
    [id, reason.slice(0, 500), now],
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` pending refunds whose next call is due, pushing it `leaseMs` ahead so that
 * another server process skips them while this one asks the provider.
 */
export async function claimDueDeskRefunds(db: Queryable, now: Date, leaseMs: number, limit = 20): Promise<DeskRefundRow[]> {
  const rows = await db.query<Row>(
    `update desk_refunds set next_check_at = $2
     where id in (select id from desk_refunds where status = 'pending' and next_check_at <= $1
                  order by next_check_at limit $3 for update skip locked)
     returning ${COLUMNS}`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.map(toRefund);
}

/** A booking's refunds, oldest first. */
export async function deskRefundsOf(db: Queryable, bookingId: string): Promise<DeskRefundRow[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from desk_refunds where booking_id = $1 order by created_at, id`, [bookingId]);
  return rows.map(toRefund);
}
