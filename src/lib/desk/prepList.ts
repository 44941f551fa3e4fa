import type { BoardResponse, DeskBookingSummary } from '../api/deskBookings.ts';

/** One slot of the day's prep list: what the decoration and kitchen team prepare, and for when. */
export interface PrepItem {
  theatre: string;
  fromTime: string;
  toTime: string;
  booking: DeskBookingSummary;
}

/**
 * The booked slots of a day's board in the order the team works through them: by start time
 * across all theatres, theatres in the board's order when two start together. Free, held and
 * blocked slots need nothing prepared; a held one may yet be paid, and the board shows it.
 */
export function prepList(board: Pick<BoardResponse, 'theatres'>): PrepItem[] {
  const items = board.theatres.flatMap((theatre, order) =>
    theatre.slots.flatMap((slot) =>
      slot.state === 'booked' && slot.booking
        ? [{ order, item: { theatre: theatre.name, fromTime: slot.fromTime, toTime: slot.toTime, booking: slot.booking } }]
        : [],
    ),
  );
  return items
    .sort((a, b) => (a.item.fromTime < b.item.fromTime ? -1 : a.item.fromTime > b.item.fromTime ? 1 : a.order - b.order))
    .map((x) => x.item);
}
