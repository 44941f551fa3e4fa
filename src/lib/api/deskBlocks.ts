import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Id, IsoDate, nameText, RequiredText } from './fields.ts';
import { rangeProblem } from '../desk/blockRange.ts';

/**
 * Blocked slots (calls under /v1/desk/blocks): a slot closed by staff shows booked on the site and
 * cannot be held. One block is one theatre's slot on one day; a range is one theatre, some of its
 * slots, and the days from `from` to `to` (both included, at most BLOCK_MAX_DAYS).
 */

/** Slot ids as sent: one or more, each once (the order does not matter). */
const SlotIds = z
  .array(Id, { error: 'must be a list of slot ids' })
  .min(1, 'must name at least one slot')
  .max(24, 'must name at most 24 slots')
  .transform((ids) => [...new Set(ids)]);

const range = { theatreId: Id, from: IsoDate, to: IsoDate, slotIds: SlotIds };
const checkRange = <T extends { from: string; to: string }>(r: T, ctx: z.RefinementCtx) => {
  const problem = rangeProblem(r.from, r.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
};

/** A theatre's slots from `from` to `to` to close, and why (shown to staff, never to customers). */
export const BlockRequest = z.object({ ...range, reason: nameText(RequiredText(200)) }).superRefine(checkRange);
export type BlockRequest = z.output<typeof BlockRequest>;

/** The blocks to lift: every one of those slots on those days that is blocked. */
export const UnblockRequest = z.object(range).superRefine(checkRange);

/** The blocks list's filters, from the query string: by default every theatre, today and the next BLOCK_MAX_DAYS - 1 days. */
export const BlockListRequest = z
  .object({ theatreId: Id.optional(), from: IsoDate.optional(), to: IsoDate.optional() })
  .superRefine((r, ctx) => {
    if (r.from && r.to) checkRange({ from: r.from, to: r.to }, ctx);
  });

export const SlotBlock = z.object({
  theatreId: z.string(),
  theatreName: z.string(),
  slotId: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  reason: z.string(),
  /** The staff member's name. */
  blockedBy: z.string(),
  blockedAt: z.string(),
});
export type SlotBlock = z.infer<typeof SlotBlock>;

/** A theatre and its slots, for the block form's choices. */
export const BlockableTheatre = z.object({
  id: z.string(),
  name: z.string(),
  branch: z.string(),
  slots: z.array(z.object({ id: z.string(), fromTime: z.string(), toTime: z.string(), active: z.boolean() })),
});
export type BlockableTheatre = z.infer<typeof BlockableTheatre>;

export const BlockListResponse = envelope({
  theatres: z.array(BlockableTheatre),
  from: z.string(),
  to: z.string(),
  blocks: z.array(SlotBlock),
});

export const BlocksResponse = envelope({ blocks: z.array(SlotBlock) });

/**
 * Why a slot of a range could not be blocked: a paid booking, a booking still holding it unpaid, or
 * a block already there. The 409 that refuses a block lists every one (`conflicts`), and blocks nothing.
 */
export const BlockConflict = z.object({
  date: z.string(),
  slotId: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  kind: z.enum(['booked', 'held', 'blocked']),
  /** booked, held: the booking. */
  orderId: z.string().optional(),
  customerName: z.string().optional(),
  /** blocked: the block there. */
  reason: z.string().optional(),
  blockedBy: z.string().optional(),
});
export type BlockConflict = z.infer<typeof BlockConflict>;
