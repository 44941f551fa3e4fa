import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { orderIdOf } from '../repo/bookings.ts';
import { invoiceByToken } from '../repo/invoices.ts';
import { tokenOfFile } from '../invoice/invoicePath.ts';
import { creditNoteByToken } from '../repo/gstDocuments.ts';

/** A paid booking's invoice PDF, and a refund's credit note, to whoever holds its unguessable URL; never cached or indexed. */
export function invoiceRoutes(app: Hono, { db }: Deps): void {
  app.get('/invoices/:file', async (c) => {
    const token = tokenOfFile(c.req.param('file'));
    const invoice = token && (await invoiceByToken(db, token));
    // The booking's order id names the file.
    const orderId = invoice && (await orderIdOf(db, invoice.bookingId));
    if (!invoice || !orderId) throw notFound('There is no such invoice.');
    return c.body(new Uint8Array(invoice.pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="invoice-${orderId.replace(/[^\w-]/g, '-')}.pdf"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
  });

  app.get('/credit-notes/:file', async (c) => {
    const token = tokenOfFile(c.req.param('file'));
    const note = token && (await creditNoteByToken(db, token));
    if (!note) throw notFound('There is no such credit note.');
    return c.body(new Uint8Array(note.pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="credit-note-${note.number.replace(/[^\w-]/g, '-')}.pdf"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
  });
}
