import { slotDurationMinutes, type SlotTimes } from './slots.ts';

const DAY = 24 * 60;

const startOf = ({ fromTime }: SlotTimes): number => {
  const [h, m] = fromTime.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether two of a theatre's daily slots share a minute of a day. Each runs from its start for its
 * length, past midnight into the next day when its end is not after its start; it comes back every
 * day, so one slot is also weighed against the other's run of the day before and after (22:00–01:00
 * meets 00:30–02:00). One that ends when the other starts does not overlap it; equal ones do.
 */
export function slotsOverlap(a: SlotTimes, b: SlotTimes): boolean {
  const a1 = startOf(a);
  const a2 = a1 + slotDurationMinutes(a);
  const b1 = startOf(b);
  const b2 = b1 + slotDurationMinutes(b);
  return [-DAY, 0, DAY].some((shift) => a1 < b2 + shift && b1 + shift < a2);
}

/** The first of `others` that `slot` overlaps, if any. */
export const firstOverlap = <T extends SlotTimes>(slot: SlotTimes, others: readonly T[]): T | undefined =>
  others.find((other) => slotsOverlap(slot, other));
