import { z } from 'zod';
import { DeskBranch } from './deskBookings.ts';
import { TakingsFigures } from './deskTakings.ts';
import { envelope } from './envelope.ts';

/**
 * The owner's today across every branch (the desk's first screen for the owner and managers): each
 * branch's slots of today by state, and its money of today as the Takings count it.
 */

export const SlotCounts = z.object({
  booked: z.number().int(),
  free: z.number().int(),
  held: z.number().int(),
  blocked: z.number().int(),
  /** Of the free ones, those whose time is over: no longer to be sold. */
  freePast: z.number().int(),
});
export type SlotCounts = z.infer<typeof SlotCounts>;

export const BranchToday = z.object({ branch: DeskBranch, slots: SlotCounts, money: TakingsFigures });

export const TodaySummaryResponse = envelope({
  /** Today in India, YYYY-MM-DD. */
  date: z.string(),
  branches: z.array(BranchToday),
  total: z.object({ slots: SlotCounts, money: TakingsFigures }),
  at: z.string(),
});
