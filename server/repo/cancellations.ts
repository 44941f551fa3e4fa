import type { Queryable } from '../db/database.ts';
import type { CancelCause } from '../../src/lib/desk/cancelCauses.ts';

/**
 * Why and when a booking was cancelled, kept on the booking (043_reports.sql) beside the history
 * line that tells it, so that the owner's Reports count cancellations by cause from an index.
 */
export async function recordCancellation(tx: Queryable, id: string, c: { cause: CancelCause; note: string }, at: Date): Promise<void> {
  await tx.query('update bookings set cancel_cause = $2, cancel_note = $3, cancelled_at = $4 where id = $1', [id, c.cause, c.note, at]);
}
