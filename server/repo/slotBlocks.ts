import type { Queryable } from '../db/database.ts';
import type { SlotKey } from './slotLocks.ts';

/**
 * Slots closed by staff (slot_blocks, migration 020): one row per theatre, slot and day, unique. A
 * block counts as booked wherever the site reads a slot (repo/theatres.ts) and keeps a hold off it
 * (holdSlot); writes happen under the slots' locks (slotLocks.ts), which a hold takes too.
 */

export interface BlockRow {
  theatreId: string;
  theatreName: string;
  slotId: string;
  fromTime: string;
  toTime: string;
  /** YYYY-MM-DD */
  date: string;
  reason: string;
  /** The staff member's name, as it is now. */
  blockedBy: string;
  blockedById: string;
  /** ISO 8601 */
  blockedAt: string;
}

const SELECT = `
  select b.theatre_id as "theatreId", t.name as "theatreName", b.slot_id as "slotId", s.from_time as "fromTime",
         s.to_time as "toTime", b.slot_date::text as date, b.reason, st.name as "blockedBy", b.blocked_by as "blockedById",
         b.blocked_at as "blockedAt"
  from slot_blocks b
  join theatres t on t.id = b.theatre_id
  join slots s on s.id = b.slot_id
  join staff st on st.id = b.blocked_by`;
const ORDER = 'order by b.slot_date, t.sort, t.id, s.sort, s.from_time';

const rowsOf = (rows: (Omit<BlockRow, 'blockedAt'> & { blockedAt: Date | string })[]): BlockRow[] =>
  rows.map((r) => ({ ...r, blockedAt: new Date(r.blockedAt).toISOString() }));

/** The blocked slots of those theatres on one day (the day board reads them through this). */
export async function blocksOn(db: Queryable, date: string, theatreIds: string[]): Promise<BlockRow[]> {
  return rowsOf(await db.query(`${SELECT} where b.slot_date = $1::date and b.theatre_id = any($2::text[]) ${ORDER}`, [date, theatreIds]));
}

/** The blocked slots from `from` to `to` (both included), of one theatre or of all. */
export async function blocksBetween(db: Queryable, from: string, to: string, theatreId?: string): Promise<BlockRow[]> {
  return rowsOf(
    await db.query(`${SELECT} where b.slot_date between $1::date and $2::date and ($3::text is null or b.theatre_id = $3) ${ORDER}`, [
      from,
      to,
      theatreId ?? null,
    ]),
  );
}

/** Those of a theatre's slots on those days that are blocked. */
export async function blocksOfRange(db: Queryable, theatreId: string, slotIds: string[], from: string, to: string): Promise<BlockRow[]> {
  return rowsOf(
    await db.query(
      `${SELECT} where b.theatre_id = $1 and b.slot_id = any($2::text[]) and b.slot_date between $3::date and $4::date ${ORDER}`,
      [theatreId, slotIds, from, to],
    ),
  );
}

export async function isBlocked(db: Queryable, slot: SlotKey): Promise<boolean> {
  const rows = await db.query(`select 1 from slot_blocks where theatre_id = $1 and slot_id = $2 and slot_date = $3::date`, [
    slot.theatreId,
    slot.slotId,
    slot.date,
  ]);
  return rows.length > 0;
}

/**
 * Blocks each of the theatre's slots on each day; answers how many rows went in. A slot already
 * blocked is left as it is (the unique key), so a count short of slots × days tells the caller
 * that another block came first.
 */
export async function insertBlocks(
  tx: Queryable,
  b: { theatreId: string; slotIds: string[]; dates: string[]; reason: string; staffId: string; at: Date },
): Promise<number> {
  const rows = await tx.query(
    `insert into slot_blocks (theatre_id, slot_id, slot_date, reason, blocked_by, blocked_at)
     select $1, s, d, $4, $5, $6 from unnest($2::text[]) as s cross join unnest($3::date[]) as d
     on conflict (theatre_id, slot_id, slot_date) do nothing
     returning 1`,
    [b.theatreId, b.slotIds, b.dates, b.reason, b.staffId, b.at],
  );
  return rows.length;
}

/** Lifts the blocks on those of the theatre's slots and days; answers what they were. */
export async function deleteBlocks(tx: Queryable, theatreId: string, slotIds: string[], from: string, to: string): Promise<BlockRow[]> {
  const gone = await blocksOfRange(tx, theatreId, slotIds, from, to);
  await tx.query(
    `delete from slot_blocks where theatre_id = $1 and slot_id = any($2::text[]) and slot_date between $3::date and $4::date`,
    [theatreId, slotIds, from, to],
  );
  return gone;
}
