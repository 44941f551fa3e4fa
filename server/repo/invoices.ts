import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** The invoice PDFs of paid bookings: one a booking, found by the token in its URL. */

/**
 * Stores a booking's invoice and answers its token. A booking has one invoice: when one is stored
 * already (a second confirmation, or two at once), that one stays and its token is answered.
 */
export async function saveInvoice(tx: Queryable, bookingId: string, pdf: Uint8Array, now: Date): Promise<string> {
  await tx.query('insert into invoices (booking_id, token, pdf, created_at) values ($1, $2, $3, $4) on conflict (booking_id) do nothing', [
    bookingId,
    randomBytes(32).toString('base64url'),
    Buffer.from(pdf),
    now,
  ]);
  const token = await invoiceTokenOf(tx, bookingId);
  if (!token) throw new Error(`The invoice of booking ${bookingId} was not stored.`);
  return token;
}

/** Stores a booking's invoice in place of the one it had (its token, and so its URL, stays), or as its first; answers the token. */
export async function replaceInvoice(tx: Queryable, bookingId: string, pdf: Uint8Array, now: Date): Promise<string> {
  const [row] = await tx.query<{ token: string }>(
    `insert into invoices (booking_id, token, pdf, created_at) values ($1, $2, $3, $4)
     on conflict (booking_id) do update set pdf = excluded.pdf, created_at = excluded.created_at returning token`,
    [bookingId, randomBytes(32).toString('base64url'), Buffer.from(pdf), now],
  );
  return row.token;
}

/** The token of a booking's invoice, if it has one. */
export async function invoiceTokenOf(db: Queryable, bookingId: string): Promise<string | undefined> {
  const [row] = await db.query<{ token: string }>('select token from invoices where booking_id = $1', [bookingId]);
  return row?.token;
}

/** An invoice by its token, with the booking it is for. */
export async function invoiceByToken(db: Queryable, token: string): Promise<{ pdf: Uint8Array; bookingId: string } | undefined> {
  const [row] = await db.query<{ pdf: Uint8Array; booking_id: string }>('select pdf, booking_id from invoices where token = $1', [token]);
  return row && { pdf: row.pdf, bookingId: row.booking_id };
}
