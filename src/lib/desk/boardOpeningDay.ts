import { addDays, istToday } from '../booking/istClock.ts';
import { slotEndsAt } from '../booking/slots.ts';

/** A slot's times, as the branch's theatres offer it every day. */
export interface DaySlotTimes {
  fromTime: string;
  toTime: string;
}

/**
 * The day the board opens on. A venue's day runs past midnight (a 22:30–01:00 slot belongs to the
 * evening it starts on), so until the last slot of the day before has ended the staff still work
 * that day: the board shows it first, then today.
 */
export function boardOpeningDay(now: Date | number, slots: readonly DaySlotTimes[]): string {
  const today = istToday(now);
  const yesterday = addDays(today, -1);
  return slots.some((s) => slotEndsAt(s, yesterday) > +now) ? yesterday : today;
}
