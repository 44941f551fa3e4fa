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

/** An advisory lock's 64-bit key for what the parts name (a fixed hash: every process computes the same). */
export const lockKey = (...parts: string[]): bigint => createHash('sha256').update(parts.join('\u0000')).digest().readBigInt64BE(0);

const keyOf = (s: SlotKey): bigint => lockKey('slot', s.theatreId, s.slotId, s.date);

/**
 * Takes the advisory locks of `keys` to the end of the transaction, waiting for any transaction that
 * holds one of them (shared ones wait only for an exclusive holder). Always in the keys' order, so
 * that two transactions locking overlapping sets cannot wait on each other in a circle.
 */
export async function lockKeys(tx: Queryable, keys: readonly bigint[], shared = false): Promise<void> {
  const sorted = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 0) return;
  // The function scan hands the array's elements over one by one in order, so the locks are taken in it.
  const lock = shared ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`select count(${lock}(k)) from unnest($1::bigint[]) as k`, [sorted.map(String)]);
}

/** Locks the slots, waiting for any transaction that holds one of them. */
export const lockSlots = (tx: Queryable, slots: readonly SlotKey[]): Promise<void> => lockKeys(tx, slots.map(keyOf));
