import type { Queryable } from '../db/database.ts';
import type { EnquiryRequest, LeadRequest } from '../../src/lib/api/leads.ts';

export async function insertEnquiry(db: Queryable, e: EnquiryRequest, ip: string): Promise<void> {
  await db.query('insert into enquiries (name, email, mobile_number, event_name, description, client_ip) values ($1, $2, $3, $4, $5, $6)', [
    e.name,
    e.email,
    e.mobileNumber,
    e.eventName,
    e.description,
    ip,
  ]);
}

export async function insertLead(db: Queryable, l: LeadRequest, ip: string): Promise<void> {
  await db.query('insert into leads (theatre_id, date, time, name, email, phone, client_ip) values ($1, $2, $3, $4, $5, $6, $7)', [
    l.theatreId,
    l.date,
    l.time,
    l.name,
    l.email,
    l.phone,
    ip,
  ]);
}
