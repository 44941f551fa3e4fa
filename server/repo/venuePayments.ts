import type { Queryable } from '../db/database.ts';
import type { VenueMethod } from '../../src/lib/api/deskActions.ts';

/** Money taken at the venue (the remainder), recorded by the staff. Amounts are paise. */

export interface VenuePayment {
  amountPaise: number;
  method: VenueMethod;
  reference: string;
  staffName: string;
  at: Date;
}

export async function insertVenuePayment(
  tx: Queryable,
  p: { bookingId: string; amountPaise: number; method: VenueMethod; reference: string; staffId: string; staffName: string; at: Date },
): Promise<void> {
  await tx.query(
    'insert into venue_payments (booking_id, amount, method, reference, staff_id, staff_name, at) values ($1, $2, $3, $4, $5, $6, $7)',
    [p.bookingId, p.amountPaise, p.method, p.reference, p.staffId, p.staffName, p.at],
  );
}

/** A booking's payments at the venue, oldest first. */
export async function venuePaymentsOf(db: Queryable, bookingId: string): Promise<VenuePayment[]> {
  const rows = await db.query<{ amount: number; method: VenueMethod; reference: string; staff_name: string; at: Date | string }>(
    'select amount, method, reference, staff_name, at from venue_payments where booking_id = $1 order by id',
    [bookingId],
  );
  return rows.map((r) => ({
    amountPaise: r.amount,
    method: r.method,
    reference: r.reference,
    staffName: r.staff_name,
    at: new Date(r.at),
  }));
}
