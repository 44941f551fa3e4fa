import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { requireOffered, slotNoLongerOffered, type BookedSlot } from './offeredSlot.ts';
import { isBlocked } from './slotBlocks.ts';
import { lockSlots } from './slotLocks.ts';

/**
 * Holds on theatre slots. The partial unique index `slot_holds_live` (one held or confirmed row per
 * theatre, slot and date) is what sells a slot once, across every server process on the database;
 * these functions only ever ask it, inside the caller's transaction.
 */

export interface SlotRef {
  theatreId: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * Holds the slot for the booking until `expiresAt` (answering the hold's id), or null when a live hold or a sale of
 * another booking has it, or staff have blocked it; 406 when the catalogue no longer offers it as
 * the booking has it (an editor's change published meanwhile: offeredSlot.ts).
 */
export async function holdSlot(tx: Queryable, slot: BookedSlot, bookingId: string, now: Date, expiresAt: Date): Promise<string | null> {
  await requireOffered(tx, slot);
  return takeSlot(tx, slot, bookingId, now, expiresAt);
}

/**
 * A hold that has run out is first marked released: the index counts every 'held' row, so an
 * expired one would otherwise keep the slot from ever being held again. The update locks those
 * rows, so two requests freeing the same expired hold take turns. The slot's lock (slotLocks.ts)
 * comes first, so a block being made at the same moment is either seen here or sees this hold.
 */
async function takeSlot(tx: Queryable, slot: SlotRef, bookingId: string, now: Date, expiresAt: Date): Promise<string | null> {
  await lockSlots(tx, [slot]);
  if (await isBlocked(tx, slot)) return null;
  await tx.query(
    `update slot_holds set status = 'released'
     where theatre_id = $1 and slot_id = $2 and slot_date = $3::date and status = 'held' and expires_at <= $4`,
    [slot.theatreId, slot.slotId, slot.date, now],
  );
  const inserted = await tx.query<{ id: string }>(
    `insert into slot_holds (id, theatre_id, slot_id, slot_date, status, expires_at, booking_id)
     values ($1, $2, $3, $4::date, 'held', $5, $6)
     on conflict (theatre_id, slot_id, slot_date) where status in ('held', 'confirmed') do nothing
     returning id`,
    [randomBytes(12).toString('hex'), slot.theatreId, slot.slotId, slot.date, expiresAt, bookingId],
  );
  return inserted[0]?.id ?? null;
}

export interface LiveHold extends SlotRef {
  id: string;
  status: 'held' | 'confirmed';
  expiresAt: Date | null;
}

/**
 * The booking's hold that still counts now (an unexpired hold, or a sale), if any: its sale first,
 * so that a confirmed booking holding a reschedule's target while its customer pays
 * (server/repo/moveHolds.ts) still answers the slot it is sold.
 */
export async function liveHoldOf(tx: Queryable, bookingId: string, now: Date): Promise<LiveHold | undefined> {
  const [row] = await tx.query<{
    id: string;
    theatre_id: string;
    slot_id: string;
    slot_date: string;
    status: 'held' | 'confirmed';
    expires_at: Date | null;
  }>(
    `select id, theatre_id, slot_id, slot_date::text as slot_date, status, expires_at from slot_holds
     where booking_id = $1 and (status = 'confirmed' or (status = 'held' and expires_at > $2))
     order by status = 'confirmed' desc, created_at desc limit 1`,
    [bookingId, now],
  );
  return (
    row && {
      id: row.id,
      theatreId: row.theatre_id,
      slotId: row.slot_id,
      date: row.slot_date,
      status: row.status,
      expiresAt: row.expires_at && new Date(row.expires_at),
    }
  );
}

/** Lets go of every unpaid hold of the booking (it moved to another slot). */
export async function releaseHoldsOf(tx: Queryable, bookingId: string, exceptId?: string): Promise<void> {
  await tx.query(`update slot_holds set status = 'released' where booking_id = $1 and status = 'held' and id <> $2`, [
    bookingId,
    exceptId ?? '',
  ]);
}

/** Frees the booking's slot at once, sold or held (the staff cancelled or moved it): the site shows it free. */
export async function releaseSlotOf(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(`update slot_holds set status = 'released' where booking_id = $1 and status in ('held', 'confirmed')`, [bookingId]);
}

/** Keeps the booking's live hold at least until `until` (a payment started: the hold lasts as long as the payment may). */
export async function extendHold(tx: Queryable, bookingId: string, until: Date): Promise<void> {
  await tx.query(`update slot_holds set expires_at = greatest(expires_at, $2) where booking_id = $1 and status = 'held'`, [
    bookingId,
    until,
  ]);
}

/**
 * Sells the slot to the booking, which has paid: its hold becomes the sale. A hold that ran out
 * still sells if nobody took the slot meanwhile (the payment was only late); false when another
 * booking holds or bought it, staff blocked it after the hold ran out, or the catalogue no longer
 * offers it as the booking has it (re-timed or switched off after the hold ran out): the slot is
 * never sold twice nor at times it no longer has, and the caller refunds.
 */
export async function sellSlot(tx: Queryable, slot: BookedSlot, bookingId: string, now: Date): Promise<boolean> {
  const sold = await tx.query(`select 1 from slot_holds where booking_id = $1 and status = 'confirmed'`, [bookingId]);
  if (sold.length > 0) return true;
  return (await confirmSlot(tx, slot, bookingId, now)) !== null;
}

/**
 * Sells this slot to the booking whatever else it has sold (sellSlot's rule for one slot; a move
 * sells its target before it lets the old slot go): its hold there, expired or not, becomes the
 * sale, or else the slot is taken again if nobody has it. Answers the sale's id, or null.
 */
export async function confirmSlot(tx: Queryable, slot: BookedSlot, bookingId: string, now: Date): Promise<string | null> {
  if (await slotNoLongerOffered(tx, slot)) return null;
  // A live hold keeps a block off its slot, so a block here came after this booking's hold ran out.
  await lockSlots(tx, [slot]);
  if (await isBlocked(tx, slot)) return null;
  const [kept] = await tx.query<{ id: string }>(
    `update slot_holds set status = 'confirmed', expires_at = null
     where booking_id = $1 and status = 'held' and theatre_id = $2 and slot_id = $3 and slot_date = $4::date returning id`,
    [bookingId, slot.theatreId, slot.slotId, slot.date],
  );
  if (kept) return kept.id;
  // Our hold is gone (released): the slot is ours again only if no live hold or sale has it.
  const id = await takeSlot(tx, slot, bookingId, now, now);
  if (!id) return null;
  await tx.query(`update slot_holds set status = 'confirmed', expires_at = null where id = $1`, [id]);
  return id;
}

export interface HoldOnSlot {
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
  bookingId: string;
  status: 'held' | 'confirmed';
}

/** The holds that count now (unexpired, or sales) on those of a theatre's slots and days, by day and slot. */
export async function liveHoldsIn(
  db: Queryable,
  range: { theatreId: string; slotIds: string[]; from: string; to: string },
  now: Date,
): Promise<HoldOnSlot[]> {
  return db.query<HoldOnSlot>(
    `select slot_id as "slotId", slot_date::text as date, booking_id as "bookingId", status from slot_holds
     where theatre_id = $1 and slot_id = any($2::text[]) and slot_date between $3::date and $4::date
       and (status = 'confirmed' or (status = 'held' and expires_at > $5))
     order by slot_date, slot_id`,
    [range.theatreId, range.slotIds, range.from, range.to, now],
  );
}

export interface LiveHoldOn {
  theatreId: string;
  slotId: string;
  bookingId: string | null;
  status: 'held' | 'confirmed';
  expiresAt: Date | null;
}

/** The holds that count now (unexpired, or sales) on those theatres' slots on one day: the day board's. */
export async function liveHoldsOn(db: Queryable, date: string, theatreIds: string[], now: Date): Promise<LiveHoldOn[]> {
  const rows = await db.query<Omit<LiveHoldOn, 'expiresAt'> & { expiresAt: Date | string | null }>(
    `select theatre_id as "theatreId", slot_id as "slotId", booking_id as "bookingId", status, expires_at as "expiresAt"
     from slot_holds
     where slot_date = $1::date and theatre_id = any($2::text[])
       and (status = 'confirmed' or (status = 'held' and expires_at > $3))`,
    [date, theatreIds, now],
  );
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt) }));
}
