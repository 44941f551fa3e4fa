import type { Queryable } from '../db/database.ts';
import { shownStatusSql } from './shownStatus.ts';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { BookingSearch } from '../../src/lib/desk/bookingSearch.ts';

/** The bookings table as the staff desk finds and lists it (the table's own rows: bookings.ts). */

/** A booking as a short line names it: its order id and the customer's name. */
export async function bookingHeadlines(db: Queryable, ids: string[]): Promise<Map<string, { orderId: string; userName: string }>> {
  const rows = await db.query<{ id: string; order_id: string; user_name: string }>(
    'select id, order_id, user_name from bookings where id = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { orderId: r.order_id, userName: r.user_name }]));
}

export interface LaterBooking {
  orderId: string;
  status: BookingStatus;
  createdAt: Date;
}

/**
 * For each (phone, instant), the first booking made with that phone at or after that instant, in
 * whatever status (a held booking is one too); answered in the asks' order, undefined where none.
 */
export async function firstBookingsAfter(db: Queryable, asks: { phone: string; after: Date }[]): Promise<(LaterBooking | undefined)[]> {
  if (asks.length === 0) return [];
  const rows = await db.query<{ i: string | number; order_id: string; status: BookingStatus; created_at: Date | string }>(
    `select distinct on (a.i) a.i, b.order_id, b.status, b.created_at
     from unnest($1::text[], $2::timestamptz[]) with ordinality as a (phone, after, i)
     join bookings b on b.user_phone = a.phone and b.created_at >= a.after
     order by a.i, b.created_at, b.id`,
    [asks.map((a) => a.phone), asks.map((a) => a.after)],
  );
  const found = new Map(rows.map((r) => [Number(r.i), r]));
  return asks.map((_, i) => {
    const r = found.get(i + 1);
    return r && { orderId: r.order_id, status: r.status, createdAt: new Date(r.created_at) };
  });
}

// The desk's Find: bookings by a search, the slots' days, branch and status, and its CSV export.

export interface DeskBookingFilter {
  search?: BookingSearch;
  /** The slots' days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** A branch's public id. */
  branch?: string;
  /** Branches' public ids, one of which the booking's is: a member's branches, when they have not all. */
  branches?: readonly string[];
  /** The status as shown (shownStatus.ts). */
  status?: BookingStatus;
}

/** A booking as Find lists it; amounts in paise. */
export interface DeskListRow {
  id: string;
  order_id: string;
  status: BookingStatus;
  slot_date: string;
  from_time: string;
  to_time: string;
  branch_name: string;
  theatre_name: string;
  user_name: string;
  user_phone: string;
  user_email: string;
  no_of_persons: number;
  occasion_name: string | null;
  person_name: string;
  type: 'normal' | 'combo';
  plan_name: string | null;
  total_price: number;
  amount_paid: number;
  created_at: Date | string;
}

/** A booking with its theatre's branch: what Find filters on. */
const FILTERED = `
  from bookings b
  join theatres t on t.id = b.theatre_id
  join locations l on l.key = t.location_key`;

/** Find's columns, the status as shown at parameter `now`. */
const deskListed = (now: string): string => `
  select b.id, b.order_id, ${shownStatusSql(now)} as status, b.slot_date::text as slot_date, b.from_time, b.to_time,
         l.public_id as branch_id, l.name as branch_name, b.theatre_name, b.user_name, b.user_phone, b.user_email,
         b.no_of_persons, o.name as occasion_name, b.person_name, b.type, p.name as plan_name, b.total_price,
         b.amount_paid, b.created_at
  ${FILTERED}
  left join occasions o on o.id = b.occasion_id
  left join plans p on p.id = b.plan_id`;

/** LIKE's own characters in text to be found as typed. */
const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filter over the bookings' own columns, so that their indexes answer it: the text by trigrams
 * (037_scale_indexes.sql), the days as dates by the slots' order.
 */
function deskWhere(f: DeskBookingFilter, now: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  if (f.search) {
    const any: string[] = [];
    const s = f.search;
    if (s.orderIdPrefix) any.push(`b.order_id like ${param(`${s.orderIdPrefix}%`)}`);
    if (s.bookingId) any.push(`b.id = ${param(s.bookingId)}`);
    if (s.phoneDigits) any.push(`b.user_phone like ${param(`%${s.phoneDigits}%`)}`);
    if (s.name) {
      const name = param(`%${likeText(s.name)}%`);
      any.push(`b.user_name ilike ${name}`, `b.person_name ilike ${name}`);
    }
    parts.push(any.length ? `(${any.join(' or ')})` : 'false');
  }
  if (f.from !== undefined) parts.push(`b.slot_date >= ${param(f.from)}::date`);
  if (f.to !== undefined) parts.push(`b.slot_date <= ${param(f.to)}::date`);
  if (f.branch !== undefined) parts.push(`l.public_id = ${param(f.branch)}`);
  if (f.branches !== undefined) parts.push(`l.public_id = any(${param(f.branches)}::text[])`);
  if (f.status !== undefined) parts.push(`(${shownStatusSql(param(now))}) = ${param(f.status)}`);
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/**
 * With a first day, forward from it (a day's or a week's list); without, the latest slots first (a
 * search). `fewMatches` (the count found them so): what the trigram indexes find is sorted, since
 * ordered by the bare date the planner may walk every booking in date order looking for a rare
 * name (`+ 0` keeps it off that index); many matches are found soonest on that walk.
 */
const deskOrder = (f: DeskBookingFilter, fewMatches: boolean): string => {
  const day = f.search && fewMatches ? '(b.slot_date + 0)' : 'b.slot_date';
  return f.from !== undefined
    ? `order by ${day}, b.from_time, b.theatre_name, b.order_id`
    : `order by ${day} desc, b.from_time desc, b.theatre_name, b.order_id`;
};

/**
 * How many bookings pass the filter, counted up to `upTo`: a long list is not read to its end only
 * to say how long it is. The matches are planned as a whole (a materialized CTE is planned without
 * the limit) and read only as far as the count asks: planned under the limit, a name of 5,000
 * matches made the planner expect the first 1,001 early in the table and read it all (41 ms),
 * where the trigram indexes find them (4 ms).
 */
export const deskCountQuery = (f: DeskBookingFilter, now: Date, upTo: number): { sql: string; params: unknown[] } => {
  const w = deskWhere(f, now);
  return {
    sql: `with matched as materialized (select 1 ${FILTERED} ${w.sql})
          select count(*)::int as n from (select 1 from matched limit $${w.params.length + 1}) x`,
    params: [...w.params, upTo],
  };
};

export async function countDeskBookings(db: Queryable, f: DeskBookingFilter, now: Date, upTo: number): Promise<number> {
  const q = deskCountQuery(f, now, upTo);
  const [{ n }] = await db.query<{ n: number }>(q.sql, q.params);
  return n;
}

/** `limit` bookings that pass the filter, from the `offset`th, in Find's order; `fewMatches` when counted to fewer than a thousand or so. */
export async function listDeskBookings(
  db: Queryable,
  f: DeskBookingFilter,
  now: Date,
  page: { limit: number; offset?: number; fewMatches: boolean },
): Promise<DeskListRow[]> {
  const w = deskWhere(f, now);
  const n = w.params.length;
  return db.query<DeskListRow>(`${deskListed(`$${n + 1}`)} ${w.sql} ${deskOrder(f, page.fewMatches)} limit $${n + 2} offset $${n + 3}`, [
    ...w.params,
    now,
    page.limit,
    page.offset ?? 0,
  ]);
}
