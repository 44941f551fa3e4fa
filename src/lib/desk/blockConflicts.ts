import type { BlockConflict } from '../api/deskBlocks.ts';
import { bookingDayLabel } from '../booking/dayLabel.ts';
import { formatSlot } from '../profile/bookingView.ts';

/**
 * How a refused block names what is in its way, in the server's 409 message and on the desk's list
 * alike: the slot, then the booking (order id and customer) or the block already there.
 */
export function conflictText(c: BlockConflict): string {
  // As the rest of the desk reads a slot: 'Fri, 27 Nov 2026, 4:00 PM – 7:00 PM'.
  const slot = `${bookingDayLabel(c.date)}, ${formatSlot(c)}`;
  if (c.kind === 'booked') return `${slot}: booked by ${c.customerName} (order ${c.orderId})`;
  if (c.kind === 'held') return `${slot}: held for ${c.customerName} (order ${c.orderId}, not paid yet)`;
  return `${slot}: already blocked by ${c.blockedBy} (${c.reason})`;
}

/** The message of the 409: nothing was blocked, and the first few reasons (the answer lists every one). */
export function conflictsMessage(conflicts: readonly BlockConflict[], shown = 5): string {
  const n = conflicts.length;
  const head = n === 1 ? 'Nothing was blocked: that slot is taken.' : `Nothing was blocked: ${n} of those slots are taken.`;
  const more = n > shown ? `; and ${n - shown} more` : '';
  return `${head} ${conflicts.slice(0, shown).map(conflictText).join('; ')}${more}.`;
}
