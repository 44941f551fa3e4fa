import type { BookingCsvMore } from '../../src/lib/desk/bookingsCsv.ts';
import type { Queryable } from '../db/database.ts';
import { namesOfBookings } from '../repo/bookingNames.ts';
import { findBookings } from '../repo/bookings.ts';
import { moneyTrailsOf, NO_MONEY } from '../repo/bookingMoneyTrail.ts';
import { deskSummaryOf } from './deskBookingView.ts';

/**
 * What the bookings CSV adds to Find's rows, by booking id: the money (bookingMoneyTrail.ts) and
 * what was prepared as the board and the booking's page word it (deskSummaryOf), so the file and
 * the screens never disagree. Read for the exported bookings only, by their ids.
 */
export async function bookingCsvMoreOf(db: Queryable, ids: string[]): Promise<Map<string, BookingCsvMore>> {
  const [stored, trails] = await Promise.all([findBookings(db, ids), moneyTrailsOf(db, ids)]);
  const names = await namesOfBookings(db, stored);
  return new Map(
    stored.map((s) => {
      const summary = deskSummaryOf(s, names);
      return [
        s.id,
        {
          venueStatus: summary.venueStatus,
          ...(trails.get(s.id) ?? NO_MONEY),
          cakes: summary.cakes,
          addons: summary.addons,
          decoration: summary.decoration,
          food: summary.food,
        },
      ];
    }),
  );
}
