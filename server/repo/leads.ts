import type { Database, Queryable } from '../db/database.ts';
import { enquiryOfLead, foldLeadsInto, lockLeadPhone } from './leadLinks.ts';
import type { EnquiryRequest, LeadRequest } from '../../src/lib/api/leads.ts';

/**
 * What visitors send (enquiries) and what the site records silently (leads), and what staff did
 * about each (a status and notes, migration 021). Both are stamped with the app's clock, as bookings
 * are, so that 'booked after the lead' compares like with like.
 */

/**
 * An enquiry, which takes the leads its form posted just before (leadLinks.ts); `also` runs in the
 * same transaction with its id (its messages are queued there, so they exist only if it does).
 */
export async function insertEnquiry(
  db: Database,
  e: EnquiryRequest,
  ip: string,
  at: Date,
  also: (tx: Queryable, enquiryId: number) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLeadPhone(tx, e.mobileNumber);
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into enquiries (name, email, mobile_number, event_name, description, client_ip, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id::float8 as id`,
      [e.name, e.email, e.mobileNumber, e.eventName, e.description, ip, at],
    );
    await foldLeadsInto(tx, id, e.mobileNumber, at);
    await also(tx, id);
  });
}

/** A lead, part of an enquiry of its phone sent just before it when there is one (the two requests crossed). */
export async function insertLead(db: Database, l: LeadRequest, ip: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLeadPhone(tx, l.phone);
    await tx.query(
      `insert into leads (theatre_id, date, time, name, email, phone, client_ip, created_at, enquiry_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [l.theatreId, l.date, l.time, l.name, l.email, l.phone, ip, at, await enquiryOfLead(tx, l.phone, at)],
    );
  });
}

export type LeadKind = 'enquiry' | 'lead';
export type LeadStatus = 'new' | 'contacted' | 'closed';

export interface LeadRow {
  kind: LeadKind;
  id: number;
  createdAt: Date;
  name: string;
  phone: string;
  email: string;
  eventName: string;
  description: string;
  /** A lead's theatre by name (its id as sent when no theatre has it). */
  theatre: string;
  date: string;
  time: string;
  status: LeadStatus;
}

/** Each kind's rows in one shape, a lead's theatre by its id (withNames names it). */
const ENQUIRIES = `
  select 'enquiry' as kind, e.id::float8 as id, e.created_at as "createdAt", e.name, e.mobile_number as phone, e.email,
         e.event_name as "eventName", e.description, '' as theatre, '' as date, '' as time, e.status
  from enquiries e`;
/** A lead folded into an enquiry (leadLinks.ts) is not listed apart. */
const LEADS = `
  select 'lead' as kind, l.id::float8 as id, l.created_at as "createdAt", l.name, l.phone, l.email, '' as "eventName",
         '' as description, l.theatre_id as theatre, l.date, l.time, l.status
  from leads l
  where l.enquiry_id is null`;
const BOTH = `${ENQUIRIES} union all ${LEADS}`;

/**
 * The rows `rows` selects (as x, in BOTH's shape), as the desk shows them: a lead's theatre by its name (its
 * id as sent when no theatre has it), an enquiry with the theatre, day and slot of the latest lead
 * folded into it that had one. Looked up for those rows alone, after a page is cut, so that the page
 * itself is read in the indexes' order (enquiries_created, leads_unfolded).
 */
const withNames = (rows: string) => `
  select x.kind, x.id, x."createdAt", x.name, x.phone, x.email, x."eventName", x.description,
         coalesce(f.theatre, (select t.name from theatres t where t.id = x.theatre), x.theatre) as theatre,
         coalesce(f.date, x.date) as date, coalesce(f.time, x.time) as time, x.status
  from (${rows}) x
  left join lateral (
    select coalesce(t.name, l.theatre_id) as theatre, l.date, l.time
    from leads l left join theatres t on t.id = l.theatre_id
    where x.kind = 'enquiry' and l.enquiry_id = x.id::bigint and (l.theatre_id <> '' or l.date <> '' or l.time <> '')
    order by l.created_at desc, l.id desc limit 1
  ) f on true`;

const TABLES: Readonly<Record<LeadKind, string>> = { enquiry: 'enquiries', lead: 'leads' };

const rowOf = (r: LeadRow): LeadRow => ({ ...r, createdAt: new Date(r.createdAt) });

/**
 * One page of the enquiries and leads that pass the filter, newest first, and how many pass it in
 * all. Each kind's newest are read in its index's order (enquiries_created, leads_unfolded) up to
 * the page's end, then merged: PostgreSQL sorts the whole of a kind read through a union.
 */
export async function listLeads(
  db: Queryable,
  filter: { kind?: LeadKind; status?: LeadStatus },
  page: number,
  pageSize: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = `where ($1::text is null or x.kind = $1) and ($2::text is null or x.status = $2)`;
  const params = [filter.kind ?? null, filter.status ?? null];
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from (${BOTH}) x ${where}`, params);
  const newest = (rows: string) => `(select * from (${rows}) x ${where} order by x."createdAt" desc, x.id desc limit $3)`;
  const order = `order by x."createdAt" desc, x.kind, x.id desc`;
  const pageRows = `select * from (${newest(ENQUIRIES)} union all ${newest(LEADS)}) x ${order} limit $4 offset $5`;
  const offset = (page - 1) * pageSize;
  const rows = await db.query<LeadRow>(`${withNames(pageRows)} ${order}`, [...params, offset + pageSize, pageSize, offset]);
  return { rows: rows.map(rowOf), total: n };
}

/** One enquiry or lead, its row locked for update when `lock` (a mark waits for another on the same one). */
export async function findLead(db: Queryable, kind: LeadKind, id: number, lock = false): Promise<LeadRow | undefined> {
  if (lock) await db.query(`select 1 from ${TABLES[kind]} where id = $1 for update`, [id]);
  const [row] = await db.query<LeadRow>(withNames(`select * from (${BOTH}) x where x.kind = $1 and x.id = $2`), [kind, id]);
  return row && rowOf(row);
}

export async function setLeadStatus(tx: Queryable, kind: LeadKind, id: number, status: LeadStatus): Promise<void> {
  await tx.query(`update ${TABLES[kind]} set status = $2 where id = $1`, [id, status]);
}

export interface LeadNoteRow {
  at: Date;
  staffName: string;
  status: LeadStatus;
  note: string;
}

export async function insertLeadNote(
  tx: Queryable,
  n: { kind: LeadKind; id: number; status: LeadStatus; note: string; staffId: string; staffName: string; at: Date },
): Promise<void> {
  await tx.query('insert into lead_notes (kind, lead_id, status, note, staff_id, staff_name, at) values ($1, $2, $3, $4, $5, $6, $7)', [
    n.kind,
    n.id,
    n.status,
    n.note,
    n.staffId,
    n.staffName,
    n.at,
  ]);
}

/** The notes of those enquiries and leads, oldest first, by `kind:id`. */
export async function notesOf(db: Queryable, refs: { kind: LeadKind; id: number }[]): Promise<Map<string, LeadNoteRow[]>> {
  const byLead = new Map<string, LeadNoteRow[]>(refs.map((r) => [`${r.kind}:${r.id}`, []]));
  if (refs.length === 0) return byLead;
  const rows = await db.query<LeadNoteRow & { kind: LeadKind; leadId: number }>(
    `select n.kind, n.lead_id::float8 as "leadId", n.at, n.staff_name as "staffName", n.status, n.note
     from lead_notes n join unnest($1::text[], $2::bigint[]) as r (kind, id) on n.kind = r.kind and n.lead_id = r.id
     order by n.id`,
    [refs.map((r) => r.kind), refs.map((r) => r.id)],
  );
  for (const r of rows)
    byLead.get(`${r.kind}:${r.leadId}`)?.push({ at: new Date(r.at), staffName: r.staffName, status: r.status, note: r.note });
  return byLead;
}
