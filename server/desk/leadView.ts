import type { Lead } from '../../src/lib/api/deskLeads.ts';
import type { Queryable } from '../db/database.ts';
import { firstBookingsAfter } from '../repo/deskBookingQueries.ts';
import { notesOf, type LeadRow } from '../repo/leads.ts';

/** Enquiries and leads as the desk shows them: with their notes, and the first booking their phone made after them. */
export async function leadViews(db: Queryable, rows: LeadRow[]): Promise<Lead[]> {
  const notes = await notesOf(db, rows);
  const booked = await firstBookingsAfter(
    db,
    rows.map((r) => ({ phone: r.phone, after: r.createdAt })),
  );
  return rows.map((r, i) => {
    const b = booked[i];
    return {
      ...r,
      createdAt: r.createdAt.toISOString(),
      notes: (notes.get(`${r.kind}:${r.id}`) ?? []).map((n) => ({ ...n, at: n.at.toISOString() })),
      booking: b ? { orderId: b.orderId, status: b.status, createdAt: b.createdAt.toISOString() } : null,
    };
  });
}
