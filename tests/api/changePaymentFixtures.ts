import type { Database, Queryable } from '../../server/db/database.ts';
import { sessionsWaitingOnLocks } from './harness.ts';

/**
 * What the tests of the customer's paid changes (/my-booking's Reschedule and Pay the rest) read
 * beside myBookingFixtures.ts and bookingRecords.ts: the theatres they move to, the payments and
 * the holds of a slot as stored, and races met at a lock.
 */

/** Velvet Lounge (seed): Aurora's branch; its second slot costs ₹2799 for two. */
export const VELVET = { id: 'th-velvet', s2: 'th-velvet-s2' };
/** Nebula: a theatre of another branch. */
export const NEBULA = { id: 'th-nebula', s1: 'th-nebula-s1' };

/** The booking's payments of a purpose ('booking', 'balance', 'move'), oldest first. */
export const paymentsFor = (db: Queryable, bookingId: string, purpose: string) =>
  db.query<{ id: string; status: string; amount: number }>(
    'select id, status, amount from payments where booking_id = $1 and purpose = $2 order by created_at, id',
    [bookingId, purpose],
  );

/** The live holds and sales of a slot: which bookings have it, and how. */
export const holdersOf = async (db: Queryable, theatreId: string, slotId: string, date: string) =>
  (
    await db.query<{ booking_id: string; status: string }>(
      `select booking_id, status from slot_holds where theatre_id = $1 and slot_id = $2 and slot_date = $3 and status in ('held', 'confirmed')`,
      [theatreId, slotId, date],
    )
  ).map((r) => `${r.booking_id} ${r.status}`);

/** Takes the booking's row lock, as every change of a booking does (for raceAtLock). */
export const bookingLock = (bookingId: string) => (tx: Queryable) =>
  tx.query('select id from bookings where id = $1 for update', [bookingId]);

/**
 * Calls made at once that meet at a lock the test holds (`lock`, in its own transaction): once
 * `waiting` sessions wait on it, it is let go and they go on together. PGlite runs one transaction
 * at a time, so there they queue behind it whatever the timing.
 */
export async function raceAtLock<R>(
  db: Database,
  lock: (tx: Queryable) => Promise<unknown>,
  waiting: number,
  calls: () => Promise<R>[],
): Promise<R[]> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const locked = new Promise<void>((resolve) => (taken = resolve));
  const holder = db.transaction(async (tx) => {
    await lock(tx);
    taken();
    await released;
  });
  await locked;
  const answers = Promise.all(calls());
  await sessionsWaitingOnLocks(db, waiting);
  release();
  await holder;
  return answers;
}
