import type { Queryable } from '../db/database.ts';
import { setInvoicePath } from '../repo/bookings.ts';
import { invoiceTokenOf, replaceInvoice, saveInvoice } from '../repo/invoices.ts';
import { invoiceData } from './invoiceData.ts';
import { invoicePdf } from './invoicePdf.ts';
import { invoicePath } from './invoicePath.ts';

/**
 * Makes the invoice of a paid booking once and answers its URL path, which bookings.invoice then
 * holds. Asked again (a repeated webhook, the reconciler, two at once) it answers the same path and
 * keeps the first PDF. It runs on the database or inside the caller's transaction alike: the insert
 * keeps one invoice a booking and the path set is always that one's.
 */
export async function makeInvoice(db: Queryable, bookingId: string, now: Date): Promise<string> {
  let token = await invoiceTokenOf(db, bookingId);
  if (!token) token = await saveInvoice(db, bookingId, await invoicePdf(await invoiceData(db, bookingId, now)), now);
  const path = invoicePath(token);
  await setInvoicePath(db, bookingId, path);
  return path;
}

/**
 * Makes the invoice of a paid booking again, after what it says changed (the remainder paid at the
 * venue, a move): the new PDF replaces the old one under the same URL, so the link the customer
 * has shows it. Inside the caller's transaction, so the change and its invoice commit together.
 */
export async function remakeInvoice(tx: Queryable, bookingId: string, now: Date): Promise<string> {
  const token = await replaceInvoice(tx, bookingId, await invoicePdf(await invoiceData(tx, bookingId, now)), now);
  const path = invoicePath(token);
  await setInvoicePath(tx, bookingId, path);
  return path;
}
