import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { findBooking } from '../repo/bookings.ts';
import { creditNotePdf } from './creditNotePdf.ts';
import { taxInvoiceFacts } from './taxInvoice.ts';
import { creditNoteNumber, financialYear, invoiceNumber, isInterState, splitGst } from '../../src/lib/invoice/gst.ts';
import {
  creditNoteOfRefund,
  gstInvoiceOf,
  insertCreditNote,
  setCreditNotePdf,
  insertGstInvoice,
  lockPaidBooking,
  nextInSeries,
  type CreditNoteRow,
  type GstInvoiceRow,
} from '../repo/gstDocuments.ts';
import { gstOfBooking } from '../repo/gstSettings.ts';

/**
 * The numbers of GST documents: a booking's tax invoice gets the next number of its financial year
 * once, when its invoice is first made while its branch has a GSTIN; a refund of such a booking gets
 * a credit note, numbered in a series of its own.
 */

/** Runs fn in a transaction: the caller's, when `db` is one already, or a new one. */
const inTransaction = <T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? (db as Database).transaction(fn) : fn(db);

/**
 * The tax invoice of a confirmed booking: the one it has, or, when its branch has a GSTIN, a new one
 * with the year's next number; undefined when it has none and its branch charges no GST. The
 * booking's row is locked first, so the same booking asked twice at once is numbered once and the
 * second asker reads the first one's number; the number, the counter and the invoice row commit
 * together, so a number is never lost (the PDF is made after, and made again from this row).
 */
export function gstInvoiceFor(db: Queryable, bookingId: string, now: Date): Promise<GstInvoiceRow | undefined> {
  return inTransaction(db, async (tx) => {
    const paid = await lockPaidBooking(tx, bookingId);
    const had = await gstInvoiceOf(tx, bookingId);
    if (had || !paid) return had;
    const gst = await gstOfBooking(tx, bookingId);
    if (!gst) return undefined;
    const fy = financialYear(now);
    const seq = await nextInSeries(tx, 'invoice', fy);
    const invoice: GstInvoiceRow = {
      bookingId,
      fy,
      seq,
      number: invoiceNumber(fy, seq),
      issuedAt: now,
      legalName: gst.legalName,
      gstin: gst.gstin,
      address: gst.address,
      rateBp: gst.rateBp,
      sac: gst.sac,
      venueState: gst.venueState,
    };
    await insertGstInvoice(tx, invoice);
    return invoice;
  });
}

/**
 * The credit note of a refund taken by the provider, made in the transaction that marks it taken:
 * the refunded amount split as the invoice's total was, by the invoice's own rate and states, under
 * the number next in the credit notes' series of the year. None for a booking without a tax
 * invoice; the same one when asked again for the same refund.
 */
export async function creditNoteFor(
  tx: Queryable,
  refund: { id: string; bookingId: string; amountPaise: number },
  now: Date,
): Promise<CreditNoteRow | undefined> {
  const invoice = await gstInvoiceOf(tx, refund.bookingId);
  if (!invoice || refund.amountPaise <= 0) return undefined;
  const had = await creditNoteOfRefund(tx, refund.id);
  if (had) return had;
  const fy = financialYear(now);
  const seq = await nextInSeries(tx, 'credit-note', fy);
  const split = splitGst(refund.amountPaise, invoice.rateBp, isInterState(invoice.gstin, invoice.venueState));
  const note: CreditNoteRow = {
    refundId: refund.id,
    bookingId: refund.bookingId,
    fy,
    seq,
    number: creditNoteNumber(fy, seq),
    issuedAt: now,
    amountPaise: refund.amountPaise,
    ...split,
  };
  await insertCreditNote(tx, note);
  const booking = await findBooking(tx, refund.bookingId);
  const pdf = await creditNotePdf({
    number: note.number,
    issuedAt: now,
    invoice: taxInvoiceFacts(invoice, refund.amountPaise),
    orderId: booking?.orderId ?? '',
    refundId: refund.id,
    customerName: booking?.draft.userName ?? '',
    amountPaise: refund.amountPaise,
  });
  const token = randomBytes(32).toString('base64url');
  await setCreditNotePdf(tx, refund.id, token, pdf);
  return { ...note, token };
}
