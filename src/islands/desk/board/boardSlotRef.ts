import { formatClock } from '../../../lib/profile/bookingView.ts';

/** A slot of a theatre on a day, as the board's actions name it. */
export interface BoardSlotRef {
  theatreId: string;
  theatreName: string;
  slotId: string;
  fromTime: string;
  toTime: string;
  /** YYYY-MM-DD */
  date: string;
}

/** 'Aurora 6:00 pm': the words that tell one slot's links and buttons from another's, for a screen reader. */
export const slotWords = (s: Pick<BoardSlotRef, 'theatreName' | 'fromTime'>): string => `${s.theatreName} ${formatClock(s.fromTime)}`;
