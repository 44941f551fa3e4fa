import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { BoardRequest, BoardResponse, BoardSlot } from '../../src/lib/api/deskBookings.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { slotEndsAt } from '../../src/lib/booking/slots.ts';
import { boardOpeningDay } from '../../src/lib/desk/boardOpeningDay.ts';
import { boardSlotState } from '../../src/lib/desk/boardSlot.ts';
import { deskSummaryOf } from '../booking/deskBookingView.ts';
import { namesOfBookings } from '../repo/bookingNames.ts';
import { findBookings } from '../repo/bookings.ts';
import { blocksOn } from '../repo/slotBlocks.ts';
import { liveHoldsOn } from '../repo/slotHolds.ts';
import { slotsOn, theatresByBranch } from '../repo/theatres.ts';
import { shownBranch } from './branchScope.ts';
import { failedMessagesOn, remindersSent } from '../repo/boardMessages.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';

type Board = Omit<BoardResponse, 'success' | 'message'>;

/**
 * The day board: every theatre of a branch with its slots of a day, in order, each free, held (with
 * the minutes its hold has left), booked (with what the venue needs of the booking) or blocked.
 * An inactive slot shows only when a booking still has it. A booked slot says when its reminder went,
 * and the day's failed messages are listed beside. Without a day it opens on today, or on the day
 * before while that day's last slot still runs past midnight (boardOpeningDay). `board/refresh`
 * answers the same and is the board's own polling: it does not keep the session alive (deskRoutes'
 * `passive`).
 */
export function boardRoutes(app: Hono, deps: DeskDeps): void {
  const board = async ({ branch, date }: z.output<typeof BoardRequest>, c: Context): Promise<Board> => {
    const now = deps.now();
    const today = istToday(now);
    // Read in four steps, each step's reads at once (a PostgreSQL answers them on several
    // connections): the board polls, and twelve reads one after another cost more than they read.
    const [{ shown, branches }, theatresOf] = await Promise.all([shownBranch(deps.db, c, branch), theatresByBranch(deps.db)]);
    const base = { today, branch: shown, branches, at: now.toISOString() };
    if (!shown) return { ...base, date: date ?? today, theatres: [], failedMessages: [] };

    const theatres = theatresOf.get(shown.id) ?? [];
    const ids = theatres.map((t) => t._id);
    // A slot's times are the same every day (the day only says whether it is taken, which the
    // holds below say better): they decide which day the board opens on after midnight.
    const slots = await slotsOn(deps.db, date ?? today, ids, now);
    const active = [...slots.values()].flat().filter((s) => s.isActive);
    const day = date ?? boardOpeningDay(now, active);
    const [holds, blocks, failedMessages] = await Promise.all([
      liveHoldsOn(deps.db, day, ids, now),
      blocksOn(deps.db, day, ids),
      failedMessagesOn(deps.db, ids, day),
    ]);
    const bookings = await findBookings(
      deps.db,
      holds.flatMap((h) => (h.bookingId ? [h.bookingId] : [])),
    );
    const [names, reminders] = await Promise.all([
      namesOfBookings(deps.db, bookings),
      remindersSent(
        deps.db,
        bookings.map((b) => b.id),
      ),
    ]);
    const bookingBy = new Map(bookings.map((b) => [b.id, b]));
    const holdBy = new Map(holds.map((h) => [`${h.theatreId}/${h.slotId}`, h]));
    const blockBy = new Map(blocks.map((b) => [`${b.theatreId}/${b.slotId}`, b]));

    return {
      ...base,
      date: day,
      theatres: theatres.map((t) => ({
        id: t._id,
        name: t.name,
        slots: (slots.get(t._id) ?? []).flatMap((s): BoardSlot[] => {
          const key = `${t._id}/${s._id}`;
          const hold = holdBy.get(key);
          const block = blockBy.get(key);
          if (!s.isActive && !hold) return [];
          const times = { slotId: s._id, fromTime: s.fromTime, toTime: s.toTime, over: slotEndsAt(s, day) <= now.getTime() };
          const booking = hold?.bookingId ? bookingBy.get(hold.bookingId) : undefined;
          const verdict = boardSlotState(hold, Boolean(block), now);
          switch (verdict.state) {
            case 'booked':
              return [
                {
                  ...times,
                  state: 'booked',
                  booking: booking ? deskSummaryOf(booking, names) : null,
                  reminderSentAt: (booking && reminders.get(booking.id)) ?? null,
                },
              ];
            case 'held':
              return [
                {
                  ...times,
                  state: 'held',
                  minutesLeft: verdict.minutesLeft,
                  heldBy: booking ? { id: booking.id, orderId: booking.orderId, customerName: booking.draft.userName } : null,
                },
              ];
            case 'blocked':
              return [{ ...times, state: 'blocked', reason: block?.reason ?? '', blockedBy: block?.blockedBy ?? '' }];
            default:
              return [{ ...times, state: 'free' }];
          }
        }),
      })),
      failedMessages,
    };
  };
  defineDeskCall(app, deps, deskCalls.board, board);
  defineDeskCall(app, deps, deskCalls.boardRefresh, board);
}
