import { z } from 'zod';
import { addDays } from '../booking/istClock.ts';
import { DeskBranch } from './deskBookings.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate } from './fields.ts';
import { Amount } from './money.ts';

/**
 * The desk's Takings (calls under /v1/desk/, see deskCalls.ts): the money of some days in India,
 * per branch and in total. Amounts are rupees on the wire, paise inside (money.ts).
 */

/** The longest range one answer sums: a quarter, as Block slot takes. */
export const TAKINGS_MAX_DAYS = 92;

/**
 * The days (both included; one day when only one end is given, today in India without either) and
 * a branch (all of them without one).
 */
export const TakingsRequest = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional(), branch: Id.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'must not be before from', path: ['to'] })
  .refine(({ from, to }) => !from || !to || to <= addDays(from, TAKINGS_MAX_DAYS - 1), {
    message: `must be at most ${TAKINGS_MAX_DAYS} days from from, both included`,
    path: ['to'],
  });

/** One branch's figures, or the total's. Net is what came in less what went back. */
export const TakingsFigures = z.object({
  /** Paid online (the site, a payment link, a rest or a move paid by the customer), by when it was paid. */
  online: Amount,
  /** Recorded at the venue on these days, by method. */
  cash: Amount,
  upi: Amount,
  card: Amount,
  /** Refunds made on these days (asked of the provider, or given up to be made by hand), as a positive amount. */
  refunds: Amount,
  /** online + cash + upi + card − refunds. */
  net: Amount,
  /** Left to pay on the confirmed bookings whose slot is on these days, no-shows apart. */
  toCollect: Amount,
  /** Left to pay on those marked no-show. */
  noShowToCollect: Amount,
  /** The confirmed bookings whose slot is on these days, no-shows included, and of them the no-shows. */
  bookings: z.number().int(),
  noShows: z.number().int(),
});
export type TakingsFigures = z.infer<typeof TakingsFigures>;

export const BranchTakings = TakingsFigures.extend({ branch: DeskBranch });
export type BranchTakings = z.infer<typeof BranchTakings>;

export const TakingsResponse = envelope({
  /** The days summed, YYYY-MM-DD in India, both included; and today. */
  from: z.string(),
  to: z.string(),
  today: z.string(),
  /** The branch asked for; null: every branch. */
  branch: DeskBranch.nullable(),
  /** Each branch's figures (the one asked for, or every open branch), in the site's order. */
  branches: z.array(BranchTakings),
  /** The sum of the branches' figures. */
  total: TakingsFigures,
  /** When the server read it (ISO 8601). */
  at: z.string(),
});
export type TakingsResponse = z.infer<typeof TakingsResponse>;
