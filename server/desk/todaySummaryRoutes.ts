import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { SlotCounts } from '../../src/lib/api/deskToday.ts';
import { slotEndsAt } from '../../src/lib/booking/slots.ts';
import { boardSlotState } from '../../src/lib/desk/boardSlot.ts';
import { addCounts, countSlot, noSlots } from '../../src/lib/desk/slotCounts.ts';
import { blocksOn } from '../repo/slotBlocks.ts';
import { liveHoldsOn } from '../repo/slotHolds.ts';
import { slotsOn, theatresByBranch } from '../repo/theatres.ts';
import { branchesOf } from './branchScope.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { readTakings } from './readTakings.ts';

/**
 * The owner's today: every open branch's (a member's own, when not all) slots of today in India by state, as the board shows
 * them, and its money of today as the Takings count it. Three reads of the slots for every theatre
 * at once, and the Takings' one statement.
 */
export function todaySummaryRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.todaySummary, async (_query, c) => {
    const money = await readTakings(deps, {}, branchesOf(c));
    const now = new Date(money.at);
    const day = money.today;
    const theatresOf = await theatresByBranch(deps.db);
    const ids = money.branches.flatMap((b) => (theatresOf.get(b.branch.id) ?? []).map((t) => t._id));
    const [slots, holds, blocks] = await Promise.all([
      slotsOn(deps.db, day, ids, now),
      liveHoldsOn(deps.db, day, ids, now),
      blocksOn(deps.db, day, ids),
    ]);
    const holdBy = new Map(holds.map((h) => [`${h.theatreId}/${h.slotId}`, h]));
    const blocked = new Set(blocks.map((b) => `${b.theatreId}/${b.slotId}`));
    const countsOf = (branchId: string): SlotCounts => {
      const counts = noSlots();
      for (const t of theatresOf.get(branchId) ?? [])
        for (const s of slots.get(t._id) ?? []) {
          const hold = holdBy.get(`${t._id}/${s._id}`);
          if (!s.isActive && !hold) continue;
          const state = boardSlotState(hold, blocked.has(`${t._id}/${s._id}`), now).state;
          countSlot(counts, state, slotEndsAt(s, day) <= now.getTime());
        }
      return counts;
    };
    const branches = money.branches.map(({ branch, ...figures }) => ({ branch, slots: countsOf(branch.id), money: figures }));
    return {
      date: day,
      branches,
      total: { slots: branches.reduce((sum, b) => addCounts(sum, b.slots), noSlots()), money: money.total },
      at: money.at,
    };
  });
}
