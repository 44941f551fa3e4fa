import type { Hono } from 'hono';
import type { BlockConflict, SlotBlock } from '../../src/lib/api/deskBlocks.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { conflictsMessage } from '../../src/lib/desk/blockConflicts.ts';
import { BLOCK_MAX_DAYS, blockDatesProblem, datesOf, rangeProblem } from '../../src/lib/desk/blockRange.ts';
import { fieldError } from '../booking/errors.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { bookingHeadlines } from '../repo/deskBookingQueries.ts';
import { blocksBetween, blocksOfRange, deleteBlocks, insertBlocks, type BlockRow } from '../repo/slotBlocks.ts';
import { liveHoldsIn } from '../repo/slotHolds.ts';
import { lockSlots } from '../repo/slotLocks.ts';
import { listTheatres, slotsOn } from '../repo/theatres.ts';
import type { Queryable } from '../db/database.ts';
import { theirTheatres } from './branchScope.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_THEATRE = 'is not a theatre that can be booked';
export const NOTHING_BLOCKED = 'Nothing is blocked on those slots and days.';
export const BLOCKED_MEANWHILE = 'Another block of some of those slots came first; nothing was blocked. Please look again.';

const view = ({ blockedById: _, ...b }: BlockRow): SlotBlock => b;

interface Range {
  theatreId: string;
  slotIds: string[];
  from: string;
  to: string;
}
const slotKeys = (r: Range) =>
  datesOf(r.from, r.to).flatMap((date) => r.slotIds.map((slotId) => ({ theatreId: r.theatreId, slotId, date })));
const target = (theatreId: string) => `theatre:${theatreId}`;

/** The open branches' theatres with their slots, for the block form and to check a block's. */
async function blockableTheatres(db: Queryable, now: Date) {
  const theatres = await listTheatres(db);
  const slots = await slotsOn(
    db,
    istToday(now),
    theatres.map((t) => t._id),
    now,
  );
  return theatres.map((t) => ({
    id: t._id,
    name: t.name,
    branch: typeof t.address === 'string' ? '' : t.address.name,
    slots: (slots.get(t._id) ?? []).map((s) => ({ id: s._id, fromTime: s.fromTime, toTime: s.toTime, active: s.isActive })),
  }));
}

/**
 * Blocked slots: the list, block (all of a range or nothing) and unblock. A block and a booking's
 * hold take the same slot locks (repo/slotLocks.ts), so whichever comes second sees the first: a
 * block finds the hold and is refused naming its booking, or the hold finds the block (406).
 */
export function blockRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.blockList, async ({ theatreId, from, to }, c) => {
    const now = deps.now();
    const first = from ?? istToday(now);
    const last = to ?? addDays(first, BLOCK_MAX_DAYS - 1);
    const problem = rangeProblem(first, last);
    if (problem) throw fieldError('to', problem);
    // A member of some branches blocks and sees their theatres' slots alone.
    const theirs = await theirTheatres(deps, c);
    const theatres = (await blockableTheatres(db, now)).filter((t) => !theirs || theirs.has(t.id));
    if (theatreId !== undefined && !theatres.some((t) => t.id === theatreId)) throw fieldError('theatreId', NO_SUCH_THEATRE);
    const blocks = (await blocksBetween(db, first, last, theatreId)).filter((b) => !theirs || theirs.has(b.theatreId));
    return { theatres, from: first, to: last, blocks: blocks.map(view) };
  });

  defineDeskCall(app, deps, deskCalls.blockSlots, async (req, c) => {
    const dates = blockDatesProblem(req.from, req.to, istToday(deps.now()));
    if (dates) throw fieldError(dates.field, dates.message);
    const theatre = (await blockableTheatres(db, deps.now())).find((t) => t.id === req.theatreId);
    if (!theatre) throw fieldError('theatreId', NO_SUCH_THEATRE);
    const times = new Map(theatre.slots.map((s) => [s.id, s]));
    const stranger = req.slotIds.find((id) => !times.has(id));
    if (stranger !== undefined)
      throw fieldError('slotIds', `names ${JSON.stringify(stranger.slice(0, 64))}, which is not a slot of ${theatre.name}`);

    const blocks = await staffAction(deps, c, 'slots.block', [], async ({ tx, actor, now, audit }) => {
      const keys = slotKeys(req);
      await lockSlots(tx, keys);
      const holds = await liveHoldsIn(tx, req, now);
      const taken = await blocksOfRange(tx, req.theatreId, req.slotIds, req.from, req.to);
      if (holds.length > 0 || taken.length > 0) {
        const bookings = await bookingHeadlines(
          tx,
          holds.map((h) => h.bookingId),
        );
        const slot = (slotId: string) => ({ fromTime: times.get(slotId)!.fromTime, toTime: times.get(slotId)!.toTime });
        const conflicts: BlockConflict[] = [
          ...holds.map((h) => ({
            date: h.date,
            slotId: h.slotId,
            ...slot(h.slotId),
            kind: h.status === 'confirmed' ? ('booked' as const) : ('held' as const),
            orderId: bookings.get(h.bookingId)?.orderId ?? '',
            customerName: bookings.get(h.bookingId)?.userName ?? '',
          })),
          ...taken.map((b) => ({
            date: b.date,
            slotId: b.slotId,
            ...slot(b.slotId),
            kind: 'blocked' as const,
            reason: b.reason,
            blockedBy: b.blockedBy,
          })),
        ].sort((a, b) => a.date.localeCompare(b.date) || a.fromTime.localeCompare(b.fromTime));
        throw new HttpError(409, conflictsMessage(conflicts), { conflicts });
      }
      // Under the locks nothing can have come in between; the unique key says so again.
      const added = await insertBlocks(tx, { ...req, dates: datesOf(req.from, req.to), staffId: actor.id, at: now });
      if (added !== keys.length) throw new HttpError(409, BLOCKED_MEANWHILE);
      await audit({
        action: 'slot.block',
        target: target(req.theatreId),
        before: null,
        after: { from: req.from, to: req.to, slotIds: req.slotIds, reason: req.reason, blocked: added },
      });
      return blocksOfRange(tx, req.theatreId, req.slotIds, req.from, req.to);
    });
    const n = blocks.length;
    return {
      message: `${n} ${n === 1 ? 'slot' : 'slots'} of ${theatre.name} blocked: they show booked on the site.`,
      blocks: blocks.map(view),
    };
  });

  defineDeskCall(app, deps, deskCalls.unblockSlots, async (req, c) => {
    const gone = await staffAction(deps, c, 'slots.block', [], async ({ tx, audit }) => {
      // The same locks as a block's and a hold's: an unblock never lands in the middle of either.
      await lockSlots(tx, slotKeys(req));
      const removed = await deleteBlocks(tx, req.theatreId, req.slotIds, req.from, req.to);
      if (removed.length === 0) throw notFound(NOTHING_BLOCKED);
      await audit({
        action: 'slot.unblock',
        target: target(req.theatreId),
        before: { blocks: removed.map((b) => ({ date: b.date, slotId: b.slotId, reason: b.reason, blockedBy: b.blockedBy })) },
        after: { from: req.from, to: req.to, slotIds: req.slotIds, blocked: 0 },
      });
      return removed;
    });
    const n = gone.length;
    return { message: `${n} ${n === 1 ? 'slot' : 'slots'} unblocked: they are free on the site again.`, blocks: gone.map(view) };
  });
}
