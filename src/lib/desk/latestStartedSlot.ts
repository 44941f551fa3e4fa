import { addDays, istInstant, istToday } from '../booking/istClock.ts';
import type { SlotTimes } from '../booking/slots.ts';

/**
 * The slot of a theatre that started most recently: the one whose guests are in the room now or
 * have just left, so the front desk can still mark them arrived (venueStatus.ts: from two hours
 * before the slot until a day after it ends). The development seed books these (a realistic venue
 * day whatever the time it runs), on Indian time wherever the machine is.
 */

export interface DailySlot extends SlotTimes {
  /** An inactive slot is never booked: it is passed over. */
  isActive?: boolean;
}

export interface StartedSlot<S extends DailySlot> {
  slot: S;
  /** YYYY-MM-DD, the Indian day the slot starts on. */
  date: string;
}

/**
 * Of a theatre's daily slots on yesterday and today (in India), the active one with the latest start
 * at or before `now`; undefined when none is active. Before today's first slot starts, that is
 * yesterday's last one (which may have run past midnight).
 */
export function latestStartedSlot<S extends DailySlot>(slots: readonly S[], now: Date | number): StartedSlot<S> | undefined {
  const at = +now;
  const today = istToday(at);
  let best: (StartedSlot<S> & { startsAt: number }) | undefined;
  for (const date of [addDays(today, -1), today]) {
    for (const slot of slots) {
      if (slot.isActive === false) continue;
      const startsAt = istInstant(date, slot.fromTime);
      if (startsAt <= at && (!best || startsAt > best.startsAt)) best = { slot, date, startsAt };
    }
  }
  return best && { slot: best.slot, date: best.date };
}
