import type { Queryable } from '../db/database.ts';
import { releaseMoveHold } from './moveHolds.ts';
import { findPayment, type Payment } from './payments.ts';

/**
 * The payments a customer opens on a confirmed booking from /my-booking (migration 035): 'balance'
 * pays what is left, 'move' a reschedule's difference, whose target is held while it is open.
 */

export type ChangePurpose = 'balance' | 'move';

/** The booking's newest open change payment of those purposes, if any. */
export async function openChangeOf(db: Queryable, bookingId: string, purposes: ChangePurpose[]): Promise<Payment | undefined> {
  const [row] = await db.query<{ id: string }>(
    `select id from payments where booking_id = $1 and status = 'pending' and purpose = any($2::text[]) order by created_at desc limit 1`,
    [bookingId, purposes],
  );
  return row && findPayment(db, row.id);
}

/**
 * Gives up the booking's open change payments of those purposes (but `exceptId`), releasing the
 * targets held for them: the booking changed, or the customer asked for another. The provider may
 * still take one until it lapses; settlement then refunds it (it was given up). Answers their ids.
 */
export async function cancelChanges(
  tx: Queryable,
  bookingId: string,
  purposes: ChangePurpose[],
  note: string,
  now: Date,
  exceptId = '',
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `update payments set status = 'cancelled', note = $3, updated_at = $4
     where booking_id = $1 and status = 'pending' and purpose = any($2::text[]) and id <> $5 returning id`,
    [bookingId, purposes, note, now, exceptId],
  );
  for (const { id } of rows) {
    const moveTo = (await findPayment(tx, id))?.moveTo;
    if (moveTo) await releaseMoveHold(tx, moveTo.holdId);
  }
  return rows.map((r) => r.id);
}
