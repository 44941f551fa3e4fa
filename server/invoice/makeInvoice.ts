import type { Queryable } from '../db/database.ts';
import { setInvoicePath } from '../repo/bookings.ts';
import { gstInvoiceOf } from '../repo/gstDocuments.ts';
import { invoiceTokenOf, replaceInvoice, saveInvoice } from '../repo/invoices.ts';
import { gstInvoiceFor } from './gstNumbers.ts';
import { invoiceData } from './invoiceData.ts';
import { invoicePdf, type InvoiceData } from './invoicePdf.ts';
import { invoicePath } from './invoicePath.ts';
import { taxInvoiceFacts } from './taxInvoice.ts';

/**
 * Makes the invoice of a paid booking once and answers its URL path, which bookings.invoice then
 * holds. Asked again (a repeated webhook, the reconciler, two at once) it answers the same path and
 * keeps the first PDF. It runs on the database or inside the caller's transaction alike: the insert
 * keeps one invoice a booking and the path set is always that one's.
 */
export async function makeInvoice(db: Queryable, bookingId: string, now: Date): Promise<string> {
  let token = await invoiceTokenOf(db, bookingId);
  if (!token) token = await saveInvoice(db, bookingId, await invoicePdf(await invoiceOf(db, bookingId, now, true)), now);
  const path = invoicePath(token);
  await setInvoicePath(db, bookingId, path);
  return path;
}

/**
 * Makes the invoice of a paid booking again, after what it says changed (the remainder paid at the
 * venue, a move): the new PDF replaces the old one under the same URL, so the link the customer
 * has shows it. Inside the caller's transaction, so the change and its invoice commit together.
 * A tax invoice keeps its number and date; an invoice first made without GST stays without it.
 */
export async function remakeInvoice(tx: Queryable, bookingId: string, now: Date): Promise<string> {
  const first = !(await invoiceTokenOf(tx, bookingId));
  const token = await replaceInvoice(tx, bookingId, await invoicePdf(await invoiceOf(tx, bookingId, now, first)), now);
  const path = invoicePath(token);
  await setInvoicePath(tx, bookingId, path);
  return path;
}

/**
 * The invoice's data, with the tax lines when the booking has a tax invoice. `first`: no invoice of
 * it was made yet, so it is numbered now when its branch has a GSTIN (a paid booking only:
 * invoiceData refuses any other before a number is taken).
 */
async function invoiceOf(db: Queryable, bookingId: string, now: Date, first: boolean): Promise<InvoiceData> {
  const data = await invoiceData(db, bookingId, now);
  const gst = first ? await gstInvoiceFor(db, bookingId, now) : await gstInvoiceOf(db, bookingId);
  return gst ? { ...data, issuedAt: gst.issuedAt, gst: taxInvoiceFacts(gst, data.total) } : data;
}
