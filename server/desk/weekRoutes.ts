import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { WeekRequest, WeekResponse } from '../../src/lib/api/deskWeek.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { boardOpeningDay } from '../../src/lib/desk/boardOpeningDay.ts';
import { weekDays, weekGrid } from '../../src/lib/desk/weekGrid.ts';
import { blocksBetween } from '../repo/slotBlocks.ts';
import { slotsOn, theatresByBranch } from '../repo/theatres.ts';
import { weekHolds } from '../repo/weekHolds.ts';
import { shownBranch } from './branchScope.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';

type Week = Omit<WeekResponse, 'success' | 'message'>;

/**
 * The week board: a branch's theatres by slot and seven days, each cell in the day board's state
 * (weekGrid). Without a first day it starts on the day the board opens on, so the week and the
 * day agree after midnight too.
 */
export function weekRoutes(app: Hono, deps: DeskDeps): void {
  const week = async ({ branch, start }: z.output<typeof WeekRequest>, c: Context): Promise<Week> => {
    const now = deps.now();
    const today = istToday(now);
    const [{ shown, branches }, theatresOf] = await Promise.all([shownBranch(deps.db, c, branch), theatresByBranch(deps.db)]);
    const base = { today, branch: shown, branches, at: now.toISOString() };
    if (!shown) return { ...base, start: start ?? today, days: weekDays(start ?? today), theatres: [] };

    const theatres = theatresOf.get(shown.id) ?? [];
    const ids = theatres.map((t) => t._id);
    // A slot's times are the same every day; the day passed only marks it taken, which is not read here.
    const slots = await slotsOn(deps.db, start ?? today, ids, now);
    const first =
      start ??
      boardOpeningDay(
        now,
        [...slots.values()].flat().filter((s) => s.isActive),
      );
    const days = weekDays(first);
    const last = days[days.length - 1];
    const [holds, blocks] = await Promise.all([weekHolds(deps.db, first, last, ids, now), blocksBetween(deps.db, first, last)]);
    const grid = weekGrid(
      days,
      theatres.map((t) => ({
        id: t._id,
        name: t.name,
        slots: (slots.get(t._id) ?? []).map((s) => ({ id: s._id, fromTime: s.fromTime, toTime: s.toTime, isActive: s.isActive })),
      })),
      holds,
      blocks,
      now,
    );
    return { ...base, start: first, days, theatres: grid };
  };
  defineDeskCall(app, deps, deskCalls.boardWeek, week);
}
