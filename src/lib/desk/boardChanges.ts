import type { BoardResponse } from '../api/deskBookings.ts';

export interface NewBooking {
  theatre: string;
  fromTime: string;
  customerName: string;
}

/**
 * The bookings a refreshed board shows that the one before did not (by booking id), in board
 * order: what the board says aloud when it refreshes by itself. Another day or branch is another
 * board, not news.
 */
export function newBookings(before: BoardResponse | undefined, after: BoardResponse): NewBooking[] {
  if (!before || before.date !== after.date || before.branch?.id !== after.branch?.id) return [];
  const known = new Set(before.theatres.flatMap((t) => t.slots.flatMap((s) => (s.state === 'booked' && s.booking ? [s.booking.id] : []))));
  return after.theatres.flatMap((t) =>
    t.slots.flatMap((s) =>
      s.state === 'booked' && s.booking && !known.has(s.booking.id)
        ? [{ theatre: t.name, fromTime: s.fromTime, customerName: s.booking.customer.name }]
        : [],
    ),
  );
}

/** The failed messages a refreshed board lists that the one before did not (same day and branch): said aloud too. */
export function newFailures(before: BoardResponse | undefined, after: BoardResponse): BoardResponse['failedMessages'] {
  if (!before || before.date !== after.date || before.branch?.id !== after.branch?.id) return [];
  const known = new Set(before.failedMessages.map((f) => f.id));
  return after.failedMessages.filter((f) => !known.has(f.id));
}
