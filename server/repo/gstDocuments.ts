import type { Queryable } from '../db/database.ts';

/** A booking's tax invoice and its credit notes (migration 042), with the series their numbers come from. */

export type GstSeries = 'invoice' | 'credit-note';

/**
 * The next number of a series in a financial year, taken by an update of its counter row: the row
 * stays locked until the caller's transaction ends, so concurrent documents take turns and get
 * consecutive numbers, and a rollback gives the number back (no gap, as a sequence would leave).
 */
export async function nextInSeries(tx: Queryable, series: GstSeries, fy: string): Promise<number> {
  const [row] = await tx.query<{ last: number }>(
    `insert into gst_series (series, fy, last) values ($1, $2, 1)
     on conflict (series, fy) do update set last = gst_series.last + 1 returning last`,
    [series, fy],
  );
  return row.last;
}

/** Locks the booking's row until the transaction ends; answers whether it is confirmed with a payment (one to invoice). */
export async function lockPaidBooking(tx: Queryable, bookingId: string): Promise<boolean> {
  const [row] = await tx.query<{ status: string; payment_type: string | null }>(
    'select status, payment_type from bookings where id = $1 for update',
    [bookingId],
  );
  return row?.status === 'booking-confirmed' && Boolean(row.payment_type);
}

export interface GstInvoiceRow {
  bookingId: string;
  fy: string;
  seq: number;
  number: string;
  issuedAt: Date;
  legalName: string;
  gstin: string;
  address: string;
  rateBp: number;
  sac: string;
  venueState: string;
}

interface InvoiceRow {
  booking_id: string;
  fy: string;
  seq: number;
  number: string;
  issued_at: Date | string;
  legal_name: string;
  gstin: string;
  address: string;
  rate_bp: number;
  sac: string;
  venue_state: string;
}

const toInvoice = (r: InvoiceRow): GstInvoiceRow => ({
  bookingId: r.booking_id,
  fy: r.fy,
  seq: r.seq,
  number: r.number,
  issuedAt: new Date(r.issued_at),
  legalName: r.legal_name,
  gstin: r.gstin,
  address: r.address,
  rateBp: r.rate_bp,
  sac: r.sac,
  venueState: r.venue_state,
});

export async function gstInvoiceOf(db: Queryable, bookingId: string): Promise<GstInvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow>('select * from gst_invoices where booking_id = $1', [bookingId]);
  return row && toInvoice(row);
}

export async function insertGstInvoice(tx: Queryable, i: GstInvoiceRow): Promise<void> {
  await tx.query(
    `insert into gst_invoices (booking_id, fy, seq, number, issued_at, legal_name, gstin, address, rate_bp, sac, venue_state)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [i.bookingId, i.fy, i.seq, i.number, i.issuedAt, i.legalName, i.gstin, i.address, i.rateBp, i.sac, i.venueState],
  );
}

export interface CreditNoteRow {
  refundId: string;
  /** Its PDF's token (creditNotePath), once drawn; undefined for a note made before PDFs were. */
  token?: string;
  bookingId: string;
  fy: string;
  seq: number;
  number: string;
  issuedAt: Date;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

interface NoteRow {
  refund_id: string;
  token: string | null;
  booking_id: string;
  fy: string;
  seq: number;
  number: string;
  issued_at: Date | string;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

const toNote = (r: NoteRow): CreditNoteRow => ({
  refundId: r.refund_id,
  token: r.token ?? undefined,
  bookingId: r.booking_id,
  fy: r.fy,
  seq: r.seq,
  number: r.number,
  issuedAt: new Date(r.issued_at),
  amountPaise: r.amount,
  taxablePaise: r.taxable,
  cgstPaise: r.cgst,
  sgstPaise: r.sgst,
  igstPaise: r.igst,
});

/** Every column but the PDF's bytes, which only its address reads. */
const NOTE_COLUMNS = 'refund_id, token, booking_id, fy, seq, number, issued_at, amount, taxable, cgst, sgst, igst';

export async function creditNotesOf(db: Queryable, bookingId: string): Promise<CreditNoteRow[]> {
  const rows = await db.query<NoteRow>(`select ${NOTE_COLUMNS} from gst_credit_notes where booking_id = $1 order by fy, seq`, [bookingId]);
  return rows.map(toNote);
}

export async function creditNoteOfRefund(db: Queryable, refundId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.query<NoteRow>(`select ${NOTE_COLUMNS} from gst_credit_notes where refund_id = $1`, [refundId]);
  return row && toNote(row);
}

export async function insertCreditNote(tx: Queryable, n: CreditNoteRow): Promise<void> {
  await tx.query(
    `insert into gst_credit_notes (refund_id, booking_id, fy, seq, number, issued_at, amount, taxable, cgst, sgst, igst)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [n.refundId, n.bookingId, n.fy, n.seq, n.number, n.issuedAt, n.amountPaise, n.taxablePaise, n.cgstPaise, n.sgstPaise, n.igstPaise],
  );
}

/** A credit note's PDF, stored with the token its address names. */
export async function setCreditNotePdf(tx: Queryable, refundId: string, token: string, pdf: Uint8Array): Promise<void> {
  await tx.query('update gst_credit_notes set token = $2, pdf = $3 where refund_id = $1', [refundId, token, Buffer.from(pdf)]);
}

/** A credit note's PDF by the token in its address, with its number for the file's name. */
export async function creditNoteByToken(db: Queryable, token: string): Promise<{ pdf: Uint8Array; number: string } | undefined> {
  const [row] = await db.query<{ pdf: Uint8Array | null; number: string }>('select pdf, number from gst_credit_notes where token = $1', [
    token,
  ]);
  return row?.pdf ? { pdf: row.pdf, number: row.number } : undefined;
}
