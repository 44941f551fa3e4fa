import type { Queryable } from '../db/database.ts';

/** Staff notes on bookings (migration 018): added, never changed. */

export interface NoteRow {
  id: number;
  text: string;
  staffId: string;
  staffName: string;
  at: Date;
}

export async function insertNote(
  tx: Queryable,
  n: { bookingId: string; staffId: string; staffName: string; text: string; at: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into booking_notes (booking_id, staff_id, staff_name, text, at) values ($1, $2, $3, $4, $5) returning id::float8 as id`,
    [n.bookingId, n.staffId, n.staffName, n.text, n.at],
  );
  return row.id;
}

/** A booking's notes, newest first. */
export async function notesOf(db: Queryable, bookingId: string): Promise<NoteRow[]> {
  const rows = await db.query<NoteRow>(
    `select id::float8 as id, text, staff_id as "staffId", staff_name as "staffName", at
     from booking_notes where booking_id = $1 order by at desc, id desc`,
    [bookingId],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}
