import { z } from 'zod';
import { DeskBranch } from './deskBookings.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate, LAST_DATE } from './fields.ts';

/**
 * The week board (GET board/week): a branch's theatres by its slots and seven days, each cell free,
 * held, booked or blocked as the day board says it, a taken one with its booking's order id and
 * the customer's name (no more than the day board shows), so a tap opens the booking.
 */

/** The week's last day must be a day the API takes: the first may be at most six days before LAST_DATE. */
const LAST_START = '2099-12-25';

export const WeekRequest = z.object({
  branch: Id.optional(),
  start: IsoDate.refine((s) => s <= LAST_START, `must be at most ${LAST_START}, so the week ends by ${LAST_DATE}`).optional(),
});

const WeekBooking = z.object({ id: z.string(), orderId: z.string(), customerName: z.string() });

export const WeekCell = z.discriminatedUnion('state', [
  z.object({ date: z.string(), state: z.enum(['free', 'blocked']), over: z.boolean() }),
  z.object({ date: z.string(), state: z.enum(['held', 'booked']), over: z.boolean(), booking: WeekBooking.nullable() }),
]);
export type WeekCell = z.infer<typeof WeekCell>;

export const WeekResponse = envelope({
  /** The first day (the day asked, or the day the board opens on) and today, YYYY-MM-DD in India. */
  start: z.string(),
  today: z.string(),
  /** The seven days shown, in order. */
  days: z.array(z.string()),
  branch: DeskBranch.nullable(),
  branches: z.array(DeskBranch),
  theatres: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** A row per slot, a cell per day; null where the slot is not offered that day. */
      rows: z.array(z.object({ slotId: z.string(), fromTime: z.string(), toTime: z.string(), days: z.array(WeekCell.nullable()) })),
    }),
  ),
  at: z.string(),
});
export type WeekResponse = z.infer<typeof WeekResponse>;
