import type { BookingStatus } from '../api/booking.ts';
import type { VenueMethod } from '../api/deskActions.ts';
import type { DeskBranch } from '../api/deskBookings.ts';
import type { BranchTakings, TakingsFigures } from '../api/deskTakings.ts';
import { istToday } from '../booking/istClock.ts';
import { leftToCollectPaise } from './bookingMoney.ts';
import type { VenueStatus } from './venueStatus.ts';

/**
 * The Takings' figures from the money that moved and the bookings of the days, as the database
 * lists them (server/repo/takings.ts): the sums only, in integer paise, so that the rules live in
 * one place a unit test reaches without a database.
 */

/** What moved, or what stands, on the days asked, each with its booking's branch. */
export type TakingsFact = { branchId: string; branchName: string } & (
  | { kind: 'online'; amountPaise: number }
  | { kind: 'venue'; method: VenueMethod; amountPaise: number }
  | { kind: 'refund'; amountPaise: number }
  | { kind: 'slot'; status: BookingStatus; venueStatus: VenueStatus | null; totalPaise: number; paidPaise: number }
);

/** The days one answer sums: as asked, one day when one end is given, today in India when neither. */
export function takingsDays(ask: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const from = ask.from ?? ask.to ?? istToday(now);
  return { from, to: ask.to ?? from };
}

export const noTakings = (): TakingsFigures => ({
  online: 0,
  cash: 0,
  upi: 0,
  card: 0,
  refunds: 0,
  net: 0,
  toCollect: 0,
  noShowToCollect: 0,
  bookings: 0,
  noShows: 0,
});

function add(f: TakingsFigures, fact: TakingsFact): void {
  switch (fact.kind) {
    case 'online':
      f.online += fact.amountPaise;
      break;
    case 'venue':
      f[fact.method] += fact.amountPaise;
      break;
    case 'refund':
      f.refunds += fact.amountPaise;
      break;
    case 'slot': {
      // A booking not on (cancelled, refunded, unpaid) is not expected at the venue: nothing to collect, not counted.
      if (fact.status !== 'booking-confirmed') break;
      const left = leftToCollectPaise(fact.status, fact.totalPaise, fact.paidPaise);
      f.bookings += 1;
      if (fact.venueStatus === 'no-show') {
        f.noShows += 1;
        f.noShowToCollect += left;
      } else f.toCollect += left;
      break;
    }
  }
  f.net = f.online + f.cash + f.upi + f.card - f.refunds;
}

/**
 * Each branch's figures (every branch listed, with nothing for one without facts; a branch no
 * longer listed but with facts is added, so the branches always sum to the total) and the total.
 */
export function sumTakings(
  branches: readonly DeskBranch[],
  facts: readonly TakingsFact[],
): { branches: BranchTakings[]; total: TakingsFigures } {
  const rows = new Map<string, BranchTakings>(branches.map((b) => [b.id, { branch: b, ...noTakings() }]));
  const total = noTakings();
  for (const fact of facts) {
    let row = rows.get(fact.branchId);
    if (!row) {
      row = { branch: { id: fact.branchId, name: fact.branchName, city: '' }, ...noTakings() };
      rows.set(fact.branchId, row);
    }
    add(row, fact);
    add(total, fact);
  }
  return { branches: [...rows.values()], total };
}
