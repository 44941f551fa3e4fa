import { addDays } from '../booking/istClock.ts';
import { slotEndsAt } from '../booking/slots.ts';
import { boardSlotState, type SlotHoldRef } from './boardSlot.ts';

/** The days a week board shows: the first and the six after it. */
export const WEEK_DAYS = 7;

export const weekDays = (start: string): string[] => Array.from({ length: WEEK_DAYS }, (_, i) => addDays(start, i));

export interface WeekTheatre {
  id: string;
  name: string;
  slots: { id: string; fromTime: string; toTime: string; isActive: boolean }[];
}

/** A slot's live row on a day, with the booking that holds it (its order id and the name the board shows). */
export interface WeekHold extends SlotHoldRef {
  theatreId: string;
  slotId: string;
  date: string;
  booking: { id: string; orderId: string; customerName: string } | null;
}

export interface WeekBlock {
  theatreId: string;
  slotId: string;
  date: string;
}

export type WeekCell =
  | { date: string; state: 'free' | 'blocked'; over: boolean }
  | { date: string; state: 'held' | 'booked'; over: boolean; booking: WeekHold['booking'] };

export interface WeekRow {
  slotId: string;
  fromTime: string;
  toTime: string;
  /** One a day, in the week's order; null where the slot is not offered that day (inactive, nobody holds it). */
  days: (WeekCell | null)[];
}

const keyOf = (r: { theatreId: string; slotId: string; date: string }) => `${r.theatreId}/${r.slotId}/${r.date}`;

/**
 * A branch's week as the board reads it: per theatre, a row per slot and a cell per day, each in
 * the day board's own state (boardSlotState), so the week and the day never disagree about a slot.
 * An inactive slot keeps a row only while a booking of the week still holds it.
 */
export function weekGrid(
  days: readonly string[],
  theatres: readonly WeekTheatre[],
  holds: readonly WeekHold[],
  blocks: readonly WeekBlock[],
  now: Date,
): { id: string; name: string; rows: WeekRow[] }[] {
  const holdAt = new Map(holds.map((h) => [keyOf(h), h]));
  const blocked = new Set(blocks.map(keyOf));
  return theatres.map((t) => ({
    id: t.id,
    name: t.name,
    rows: t.slots.flatMap((s): WeekRow[] => {
      const cells = days.map((date): WeekCell | null => {
        const key = keyOf({ theatreId: t.id, slotId: s.id, date });
        const hold = holdAt.get(key);
        if (!s.isActive && !hold) return null;
        const over = slotEndsAt(s, date) <= now.getTime();
        const { state } = boardSlotState(hold, blocked.has(key), now);
        if (state === 'held' || state === 'booked') return { date, state, over, booking: hold?.booking ?? null };
        return { date, state, over };
      });
      return cells.some(Boolean) ? [{ slotId: s.id, fromTime: s.fromTime, toTime: s.toTime, days: cells }] : [];
    }),
  }));
}
