import { istInstant } from '../../src/lib/booking/istClock.ts';
import { proposedRefund, type RefundProposal } from '../../src/lib/desk/refundPolicy.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { readSettings } from '../repo/deskSettings.ts';
import { holdingsOf, type Holdings } from './holdings.ts';

export interface RefundPosition extends Holdings {
  proposal: RefundProposal;
  windowHours: number;
}

/** Where the booking's money is, and what the refund policy (with the owner's window) gives back online now. */
export async function refundPosition(db: Queryable, b: StoredBooking, now: Date): Promise<RefundPosition> {
  const holdings = await holdingsOf(db, b.id);
  const { refundWindowHours: windowHours } = await readSettings(db);
  const proposal = proposedRefund({
    paidOnlinePaise: holdings.paidOnlinePaise,
    advancePaise: b.figures.advancePaise,
    slotStartsAt: istInstant(b.draft.date, b.draft.fromTime),
    now: now.getTime(),
    windowHours,
  });
  return { ...holdings, proposal, windowHours };
}
