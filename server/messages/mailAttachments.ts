import type { Queryable } from '../db/database.ts';
import type { MailAttachment } from '../../src/lib/messages/messageKinds.ts';
import { makeInvoice } from '../invoice/makeInvoice.ts';
import { orderIdOf } from '../repo/bookings.ts';
import { invoiceByToken, invoiceTokenOf } from '../repo/invoices.ts';

/** A file as the e-mail carries it. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The invoice's file name, as the invoice route names it: the booking's order id. */
export const invoiceFileName = (orderId: string): string => `invoice-${orderId.replace(/[^\w-]/g, '-')}.pdf`;

/**
 * The files an e-mail names, made when it is sent: a booking's invoice PDF as stored, or made now
 * for a paid booking whose invoice the reconciler has not made yet. Answers a reason instead when a
 * file cannot be had yet (the booking's payment is not recorded): the e-mail waits for it.
 */
export async function mailFiles(db: Queryable, attachments: MailAttachment[], now: Date): Promise<MailFile[] | string> {
  const files: MailFile[] = [];
  for (const a of attachments) {
    const orderId = await orderIdOf(db, a.bookingId);
    if (!orderId) return `its invoice's booking ${a.bookingId} does not exist`;
    let token = await invoiceTokenOf(db, a.bookingId);
    if (!token) {
      try {
        await makeInvoice(db, a.bookingId, now);
      } catch (err) {
        return `the invoice of ${orderId} cannot be made yet: ${(err as Error).message}`;
      }
      token = await invoiceTokenOf(db, a.bookingId);
    }
    const invoice = token && (await invoiceByToken(db, token));
    if (!invoice) return `the invoice of ${orderId} is not stored yet`;
    files.push({ filename: invoiceFileName(orderId), content: Buffer.from(invoice.pdf), contentType: 'application/pdf' });
  }
  return files;
}
