import type { Queryable } from '../db/database.ts';

/**
 * The branch a booking is at now (its theatre's: a move to another branch's theatre takes it
 * there): its public id, or undefined when there is no such booking. By the booking's primary key.
 */
export async function bookingBranchId(q: Queryable, bookingId: string): Promise<string | undefined> {
  const [row] = await q.query<{ branch: string | null }>(
    `select l.public_id as branch
     from bookings b join theatres t on t.id = b.theatre_id join locations l on l.key = t.location_key
     where b.id = $1`,
    [bookingId],
  );
  return row ? (row.branch ?? '') : undefined;
}
