import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * A transaction's lock on theatre slots, by day: whatever holds a slot (a booking's hold, a sale)
 * or blocks one takes it first, so a hold and a block of the same slot come one after the other,
 * and each sees the other's committed row: the hold finds the block, or the block finds the hold.
 * (The partial unique index on slot_holds decides between holds; a block is in another table, which
 * that index cannot see.) PostgreSQL advisory locks, held to the end of the transaction, across every
 * server process on the database; no row has to exist to be locked, and an expired hold can be taken
 * without a lock on anything else.
 */

export interface SlotKey {
  theatreId: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
}

/** The lock's 64-bit key of a slot on a day (a fixed hash: every process computes the same). */
const keyOf = (s: SlotKey): bigint =>
  createHash('sha256').update(`slot\u0000${s.theatreId}\u0000${s.slotId}\u0000${s.date}`).digest().readBigInt64BE(0);

/**
 * Locks the slots, waiting for any transaction that holds one of them. Always in the keys' order,
 * so that two transactions locking overlapping ranges cannot wait on each other in a circle.
 */
export async function lockSlots(tx: Queryable, slots: readonly SlotKey[]): Promise<void> {
  const keys = [...new Set(slots.map(keyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (keys.length === 0) return;
  // The function scan hands the array's elements over one by one in order, so the locks are taken in it.
  await tx.query('select count(pg_advisory_xact_lock(k)) from unnest($1::bigint[]) as k', [keys.map(String)]);
}
