import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { CLOSED_BY_BOOKING, closedByBookingNote, LEAD_AFTER_ENQUIRY_MS, LEAD_BEFORE_ENQUIRY_MS } from '../../src/lib/desk/leadRules.ts';

/**
 * How an enquiry and a lead of one phone become one row of the desk's Leads (src/lib/desk/leadRules.ts),
 * and how a phone's leads close themselves when it books and pays.
 */

/**
 * The transaction's lock on one phone's enquiries and leads, taken before either is stored: an
 * enquiry and its lead arriving at once come one after the other, and the second sees the first.
 */
export async function lockLeadPhone(tx: Queryable, phone: string): Promise<void> {
  const key = createHash('sha256').update(`lead-phone\u0000${phone}`).digest().readBigInt64BE(0);
  await tx.query('select pg_advisory_xact_lock($1::bigint)', [String(key)]);
}

/** A new enquiry takes the leads of its phone from just before it that nobody has dealt with yet. */
export async function foldLeadsInto(tx: Queryable, enquiryId: number, phone: string, at: Date): Promise<void> {
  await tx.query(
    `update leads set enquiry_id = $1
     where phone = $2 and enquiry_id is null and status = 'new' and created_at >= $3 and created_at <= $4`,
    [enquiryId, phone, new Date(at.getTime() - LEAD_BEFORE_ENQUIRY_MS), new Date(at.getTime() + LEAD_AFTER_ENQUIRY_MS)],
  );
}

/** The enquiry a new lead belongs to: one of its phone sent just before it (the two requests crossed), if any. */
export async function enquiryOfLead(tx: Queryable, phone: string, at: Date): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `select id::float8 as id from enquiries
     where mobile_number = $1 and created_at >= $2 and created_at <= $3 and status = 'new'
     order by created_at desc, id desc limit 1`,
    [phone, new Date(at.getTime() - LEAD_AFTER_ENQUIRY_MS), at],
  );
  return row?.id ?? null;
}

/**
 * A booking is paid: the enquiries and leads of its phone made until now and still open are
 * closed, each with a note naming the booking, in the transaction that confirms it. A later one
 * is a new question and stays open.
 */
export async function closeLeadsOfBooking(tx: Queryable, bookingId: string, at: Date): Promise<void> {
  const [b] = await tx.query<{ phone: string; orderId: string }>(
    'select user_phone as phone, order_id as "orderId" from bookings where id = $1',
    [bookingId],
  );
  if (!b) return;
  await tx.query(
    `with closed as (
       update enquiries set status = 'closed' where mobile_number = $1 and status <> 'closed' and created_at <= $2
       returning 'enquiry'::text as kind, id
     ),
     closed_leads as (
       update leads set status = 'closed' where phone = $1 and status <> 'closed' and created_at <= $2
       returning 'lead'::text as kind, id
     )
     insert into lead_notes (kind, lead_id, status, note, staff_id, staff_name, at)
     select x.kind, x.id, 'closed', $3, null, $4, $2 from (select * from closed union all select * from closed_leads) x`,
    [b.phone, at, closedByBookingNote(b.orderId), CLOSED_BY_BOOKING],
  );
}
