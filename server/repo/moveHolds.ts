import type { Queryable } from '../db/database.ts';
import type { BookedSlot } from './offeredSlot.ts';
import { confirmSlot } from './slotHolds.ts';

/**
 * A sold booking moving to another slot. While its customer pays a reschedule's difference, the
 * target is held for it by a slot_holds row of its own (held, with the payment's expiry) beside
 * its sale, so the partial unique index keeps the target from anyone else and /theaters shows it
 * taken. The move itself sells the target first and only then lets the old slot go, so a move
 * that cannot have its target leaves the booking where it was.
 */

/**
 * Sells the target to the booking (its hold there, expired or not, or the slot taken again if
 * nobody has it), then releases every other hold and sale of the booking: its old slot and any
 * other target held for it. False, with nothing released, when the target is not to be had.
 */
export async function moveSale(tx: Queryable, target: BookedSlot, bookingId: string, now: Date): Promise<boolean> {
  const saleId = await confirmSlot(tx, target, bookingId, now);
  if (!saleId) return false;
  await tx.query(`update slot_holds set status = 'released' where booking_id = $1 and status in ('held', 'confirmed') and id <> $2`, [
    bookingId,
    saleId,
  ]);
  return true;
}

/** Lets a reschedule's target go (its payment failed, lapsed or was given up); a hold already released or sold stays as it is. */
export async function releaseMoveHold(db: Queryable, holdId: string): Promise<void> {
  await db.query(`update slot_holds set status = 'released' where id = $1 and status = 'held'`, [holdId]);
}
