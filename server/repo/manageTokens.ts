import { randomBytes } from 'node:crypto';
import { myBookingPath } from '../../src/lib/manage/myBookingLink.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The token in a booking's /my-booking link (migration 035): 32 random bytes, made the first time a
 * link is needed and then kept, so every message about the booking carries the same working link.
 * Stored as the invoice's token is; the link opens that booking alone, and nothing else opens it.
 */

/** What a manage token looks like: anything else is no booking's, without asking the database. */
export const MANAGE_TOKEN = /^[\w-]{43}$/;

/** The booking's token, made now if it has none (two at once keep the first one written). */
export async function manageTokenOf(tx: Queryable, bookingId: string): Promise<string> {
  await tx.query('update bookings set manage_token = $2 where id = $1 and manage_token is null', [
    bookingId,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await tx.query<{ manage_token: string }>('select manage_token from bookings where id = $1', [bookingId]);
  if (!row) throw new Error(`There is no booking ${bookingId}.`);
  return row.manage_token;
}

/**
 * The tokens of many bookings at once (a profile's list): those that have none are given one in a
 * single statement, found by primary key; only a booking given one meanwhile by another request
 * (whose token is kept) is read after it.
 */
export async function manageTokensOf(tx: Queryable, bookingIds: string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const made = await tx.query<{ id: string; manage_token: string }>(
    `update bookings b set manage_token = t.token
     from unnest($1::text[], $2::text[]) as t(id, token)
     where b.id = t.id and b.manage_token is null
     returning b.id, b.manage_token`,
    [bookingIds, bookingIds.map(() => randomBytes(32).toString('base64url'))],
  );
  const tokens = new Map(made.map((r) => [r.id, r.manage_token]));
  const kept = bookingIds.filter((id) => !tokens.has(id));
  if (kept.length > 0) {
    const rows = await tx.query<{ id: string; manage_token: string }>(
      'select id, manage_token from bookings where id = any($1::text[]) and manage_token is not null',
      [kept],
    );
    for (const r of rows) tokens.set(r.id, r.manage_token);
  }
  return tokens;
}

/** The id of the booking the token opens, or undefined. */
export async function bookingIdByManageToken(db: Queryable, token: string): Promise<string | undefined> {
  if (!MANAGE_TOKEN.test(token)) return undefined;
  const [row] = await db.query<{ id: string }>('select id from bookings where manage_token = $1', [token]);
  return row?.id;
}

/** The link that opens /my-booking for the token, on the site's public origin. */
export const manageLink = (siteOrigin: string, token: string): string => `${siteOrigin}${myBookingPath(token)}`;
