/**
 * What the day board says of a slot. Its live row in slot_holds decides first: a sale (its booking
 * is paid) is booked, an unexpired hold is held, with the minutes it has left. Without one, a block
 * by staff makes it blocked; otherwise it is free. (A block cannot be put on a slot a booking holds;
 * should both ever be there, the booking is what the venue must see.)
 */

export type BoardSlotState = 'free' | 'held' | 'booked' | 'blocked';

/** A slot's live row in slot_holds, if it has one. */
export interface SlotHoldRef {
  status: 'held' | 'confirmed';
  /** When a hold stops counting; null for a sale. */
  expiresAt: Date | null;
}

export type BoardSlotVerdict = { state: 'free' | 'booked' | 'blocked' } | { state: 'held'; minutesLeft: number };

/**
 * The slot's state at `now`. Minutes left are rounded up, so a hold with 20 seconds to go reads
 * '1 minute' rather than '0 minutes' while it still holds the slot.
 */
export function boardSlotState(hold: SlotHoldRef | null | undefined, blocked: boolean, now: Date | number): BoardSlotVerdict {
  if (hold?.status === 'confirmed') return { state: 'booked' };
  const left = hold ? (hold.expiresAt?.getTime() ?? 0) - +now : 0;
  if (left > 0) return { state: 'held', minutesLeft: Math.ceil(left / 60_000) };
  return { state: blocked ? 'blocked' : 'free' };
}
