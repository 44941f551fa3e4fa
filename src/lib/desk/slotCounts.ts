import type { SlotCounts } from '../api/deskToday.ts';
import type { BoardSlotState } from './boardSlot.ts';

/** Slots of a day by state, for the owner's today: an inactive slot counts only when a booking still has it, as on the board. */

export const noSlots = (): SlotCounts => ({ booked: 0, free: 0, held: 0, blocked: 0, freePast: 0 });

export function countSlot(counts: SlotCounts, state: BoardSlotState, over: boolean): void {
  counts[state] += 1;
  if (state === 'free' && over) counts.freePast += 1;
}

export const addCounts = (a: SlotCounts, b: SlotCounts): SlotCounts => ({
  booked: a.booked + b.booked,
  free: a.free + b.free,
  held: a.held + b.held,
  blocked: a.blocked + b.blocked,
  freePast: a.freePast + b.freePast,
});
