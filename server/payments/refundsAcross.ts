import type { Queryable } from '../db/database.ts';
import { insertDeskRefund, type DeskRefundRow } from '../repo/deskRefunds.ts';
import { firstCheckAt, runDeskRefund } from './deskRefund.ts';
import { splitRefund, type Holdings } from './holdings.ts';
import type { PaymentDeps } from './paymentDeps.ts';

/**
 * A cancellation's or a move's refund, made under the booking's lock in the change's transaction:
 * one row per payment it goes back through (holdings.ts splitRefund), each asked of the provider
 * with its own id after the commit (runRefunds), so each is refunded once.
 */
export async function insertRefunds(
  tx: Queryable,
  holdings: Holdings,
  r: { bookingId: string; amountPaise: number; kind: 'cancel' | 'move'; reason: string; staffId: string | null; now: Date },
): Promise<DeskRefundRow[]> {
  const rows: DeskRefundRow[] = [];
  for (const part of splitRefund(holdings.refundables, r.amountPaise)) {
    rows.push(
      await insertDeskRefund(tx, {
        bookingId: r.bookingId,
        paymentId: part.payment.id,
        amountPaise: part.amountPaise,
        kind: r.kind,
        reason: r.reason,
        staffId: r.staffId,
        now: r.now,
        nextCheckAt: firstCheckAt(r.now),
      }),
    );
  }
  return rows;
}

/** Asks the provider for each, after the commit; answers them as they stand. */
export async function runRefunds(deps: PaymentDeps, rows: DeskRefundRow[]): Promise<DeskRefundRow[]> {
  const done: DeskRefundRow[] = [];
  for (const row of rows) done.push(await runDeskRefund(deps, row));
  return done;
}

/** Several refunds of one change as one: the sum, and the least finished state (failed, then pending). */
export function combinedRefund(rows: DeskRefundRow[]): DeskRefundRow | undefined {
  if (rows.length <= 1) return rows[0];
  const status = rows.some((r) => r.status === 'failed') ? 'failed' : rows.some((r) => r.status === 'pending') ? 'pending' : 'refunded';
  return {
    ...rows[0],
    id: rows.map((r) => r.id).join(', '),
    amountPaise: rows.reduce((sum, r) => sum + r.amountPaise, 0),
    status,
    note: rows
      .map((r) => r.note)
      .filter(Boolean)
      .join('; '),
  };
}
