import type { Hono } from 'hono';
import { creditNotePath } from '../invoice/invoicePath.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { toRupees } from '../../src/lib/money.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { orderIdOf } from '../repo/bookings.ts';
import { creditNotesOf, gstInvoiceOf } from '../repo/gstDocuments.ts';
import { readGstBranches, readGstBusiness, saveGstSettings } from '../repo/gstSettings.ts';
import type { Queryable } from '../db/database.ts';
import { NO_SUCH_BOOKING } from './actions/actionBooking.ts';
import { openBranches } from './branches.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { staffAction } from './staffAction.ts';
import { taxInvoiceFacts } from '../invoice/taxInvoice.ts';
import { findBooking } from '../repo/bookings.ts';

const NO_SUCH_BRANCH = 'There is no such branch: choose one of the list.';

/** The GST settings as the desk shows them: every open branch, with what was saved of it or empty. */
async function settingsView(db: Queryable) {
  const business = await readGstBusiness(db);
  const saved = await readGstBranches(db);
  const branches = (await openBranches(db)).map((b) => {
    const s = saved.get(b.id);
    return {
      branchId: b.id,
      name: b.name,
      legalName: s?.legalName ?? '',
      gstin: s?.gstin ?? '',
      address: s?.address ?? '',
      updatedAt: s?.updatedAt?.toISOString() ?? null,
      updatedBy: s?.updatedBy ?? null,
    };
  });
  return { business: { ratePercent: business.rateBp / 100, sac: business.sac, venueState: business.venueState }, branches };
}

/**
 * The owner's GST settings (Settings → GST invoices), saved under the business row's lock and
 * audited with what they were and became; and a booking's tax invoice and credit notes for its page.
 */
export function gstRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.gstSettings, async () => settingsView(db));

  defineDeskCall(app, deps, deskCalls.gstSettingsSave, async (input, c) => {
    const branch = (await openBranches(db)).find((b) => b.id === input.branchId);
    if (!branch) throw badRequest(NO_SUCH_BRANCH, { errors: [{ field: 'branchId', message: NO_SUCH_BRANCH }] });
    const saved = { ...input, rateBp: Math.round(input.ratePercent * 100) };
    await staffAction(deps, c, 'settings.edit', [], async ({ tx, actor, now, audit }) => {
      const was = await saveGstSettings(tx, saved, actor.id, now);
      const before = { ...was.branch, ratePercent: was.business.rateBp / 100, sac: was.business.sac, venueState: was.business.venueState };
      await audit({ action: 'settings.gst', target: `settings:gst:${input.branchId}`, before, after: { ...input, branch: branch.name } });
    });
    const message = input.gstin ? `Invoices of this branch now carry GST under ${input.gstin}.` : 'Invoices of this branch carry no GST.';
    return { message, ...(await settingsView(db)) };
  });

  defineDeskCall(app, deps, deskCalls.bookingGst, async ({ bookingId }) => {
    if ((await orderIdOf(db, bookingId)) === undefined) throw notFound(NO_SUCH_BOOKING);
    const invoice = await gstInvoiceOf(db, bookingId);
    const booking = invoice && (await findBooking(db, bookingId));
    const facts = invoice && booking && taxInvoiceFacts(invoice, booking.figures.totalPaise);
    const lines = (s: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => ({
      taxable: toRupees(s.taxablePaise),
      cgst: toRupees(s.cgstPaise),
      sgst: toRupees(s.sgstPaise),
      igst: toRupees(s.igstPaise),
    });
    return {
      bookingId,
      invoice:
        invoice && facts && booking
          ? {
              number: invoice.number,
              issuedAt: invoice.issuedAt.toISOString(),
              gstin: invoice.gstin,
              ratePercent: invoice.rateBp / 100,
              total: toRupees(booking.figures.totalPaise),
              ...lines(facts.split),
            }
          : null,
      creditNotes: (await creditNotesOf(db, bookingId)).map((n) => ({
        number: n.number,
        invoiceNumber: invoice?.number ?? '',
        issuedAt: n.issuedAt.toISOString(),
        refundId: n.refundId,
        pdf: n.token ? creditNotePath(n.token) : '',
        amount: toRupees(n.amountPaise),
        ...lines(n),
      })),
    };
  });
}
