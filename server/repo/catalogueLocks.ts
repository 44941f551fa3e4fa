import type { Queryable } from '../db/database.ts';
import { lockKey, lockKeys } from './slotLocks.ts';

/**
 * A transaction's lock on a theatre's catalogue (its slots' times and switches, its own switch and
 * size, its branch), so that a booking and a change of what it was booked on come one after the
 * other. Every transaction that holds, sells or keeps a slot takes its theatre's lock shared, then
 * reads the slot and the theatre as they are: bookings do not wait for each other. An editor's save
 * of a slot, a theatre or a branch, the Publish that makes one live and a Rollback take the locks
 * of the theatres they touch exclusive, before they write anything, then count the bookings on
 * them: a booking either committed first (and is counted) or waits, and then reads the catalogue as
 * it was made. Advisory locks, as the slots' (slotLocks.ts): across every server process, to the
 * end of the transaction, always taken before the slot-and-day locks.
 */

const keyOf = (theatreId: string) => lockKey('catalogue', theatreId);

/** A booking's: waits only for a change of this theatre's catalogue in progress. */
export const shareTheatreCatalogue = (tx: Queryable, theatreId: string): Promise<void> => lockKeys(tx, [keyOf(theatreId)], true);

/** An editor's change: waits for every booking of these theatres in progress, and holds new ones back. */
export const lockTheatreCatalogues = (tx: Queryable, theatreIds: readonly string[]): Promise<void> => lockKeys(tx, theatreIds.map(keyOf));
