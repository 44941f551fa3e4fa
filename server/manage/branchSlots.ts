import type { z } from 'zod';
import type { MyBookingSlotsResponse } from '../../src/lib/api/myBooking.ts';
import { moveSlots } from '../booking/moveSlots.ts';
import type { Deps } from '../deps.ts';
import { branchIdOfTheatre } from '../repo/theatres.ts';
import { openedBooking } from './selfService.ts';

type BranchSlots = Omit<z.input<typeof MyBookingSlotsResponse>, 'success' | 'message'>;

/**
 * Where Reschedule may go on a day: the theatres of the booking's own branch and their slots, each
 * free or not as the site would sell it now, the booking's own marked current (the desk's Move
 * list, kept to one branch). A day before today or beyond the booking horizon is a field error.
 */
export async function branchSlots(deps: Deps, bookingId: string, date: string): Promise<BranchSlots> {
  const b = await openedBooking(deps.db, bookingId);
  const branchId = await branchIdOfTheatre(deps.db, b.draft.theatreId);
  // A theatre since removed, or its branch closed, leaves nowhere to go: '' is no branch's id (never every branch's).
  const theatres = await moveSlots(deps.db, b, date, deps.now(), deps.bookingHorizonDays, branchId ?? '');
  return { date, theatres: theatres.map((t) => ({ id: t.id, name: t.name, slots: t.slots })) };
}
