import type { Queryable } from '../db/database.ts';
import type { VenueMethod } from '../../src/lib/api/deskActions.ts';

/** Money taken at the venue, recorded by the staff, and voided by a manager when recorded in error. Amounts are paise. */

export interface VenuePayment {
  id: number;
  amountPaise: number;
  method: VenueMethod;
  reference: string;
  staffName: string;
  at: Date;
  /** Recorded in error: it counts nowhere. */
  voided: { at: Date; by: string; reason: string } | null;
}

export interface NewVenuePayment {
  amountPaise: number;
  method: VenueMethod;
  reference: string;
}

export async function insertVenuePayment(
  tx: Queryable,
  p: NewVenuePayment & { bookingId: string; staffId: string; staffName: string; at: Date },
): Promise<void> {
  await tx.query(
    'insert into venue_payments (booking_id, amount, method, reference, staff_id, staff_name, at) values ($1, $2, $3, $4, $5, $6, $7)',
    [p.bookingId, p.amountPaise, p.method, p.reference, p.staffId, p.staffName, p.at],
  );
}

interface Row {
  id: number | string;
  amount: number;
  method: VenueMethod;
  reference: string;
  staff_name: string;
  at: Date | string;
  voided_at: Date | string | null;
  voided_by: string;
  void_reason: string;
}

const COLUMNS = 'id, amount, method, reference, staff_name, at, voided_at, voided_by, void_reason';

const fromRow = (r: Row): VenuePayment => ({
  id: Number(r.id),
  amountPaise: r.amount,
  method: r.method,
  reference: r.reference,
  staffName: r.staff_name,
  at: new Date(r.at),
  voided: r.voided_at === null ? null : { at: new Date(r.voided_at), by: r.voided_by, reason: r.void_reason },
});

/** A booking's payments at the venue, voided ones included, oldest first. */
export async function venuePaymentsOf(db: Queryable, bookingId: string): Promise<VenuePayment[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from venue_payments where booking_id = $1 order by id`, [bookingId]);
  return rows.map(fromRow);
}

/** What the venue took of a booking: its payments not voided, oldest first. */
export const keptVenuePaymentsOf = async (db: Queryable, bookingId: string): Promise<VenuePayment[]> =>
  (await venuePaymentsOf(db, bookingId)).filter((v) => !v.voided);

/** One payment of a booking, locked against a second void at once; undefined when the booking has no such payment. */
export async function lockedVenuePayment(tx: Queryable, bookingId: string, id: number): Promise<VenuePayment | undefined> {
  const [row] = await tx.query<Row>(`select ${COLUMNS} from venue_payments where booking_id = $1 and id = $2 for update`, [bookingId, id]);
  return row && fromRow(row);
}

export async function voidVenuePayment(
  tx: Queryable,
  p: { id: number; staffId: string; staffName: string; reason: string; at: Date },
): Promise<void> {
  await tx.query('update venue_payments set voided_at = $2, voided_by_id = $3, voided_by = $4, void_reason = $5 where id = $1', [
    p.id,
    p.at,
    p.staffId,
    p.staffName,
    p.reason,
  ]);
}
