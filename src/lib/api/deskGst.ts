import { z } from 'zod';
import { gstinProblem, normalGstin } from '../invoice/gstin.ts';
import { envelope } from './envelope.ts';
import { Id, Text, nameText, storableText } from './fields.ts';

/** The owner's GST settings (Settings → GST invoices), and the GST documents of a booking. */

/** GST's highest rate is 40%; a rate has at most two decimals (2.5, 0.25). */
export const MAX_GST_RATE_PERCENT = 40;

const RatePercent = z
  .number({ error: 'must be a number (a percentage, such as 18)' })
  .min(0, 'must be 0 or more')
  .max(MAX_GST_RATE_PERCENT, `must be at most ${MAX_GST_RATE_PERCENT}`)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'may have at most two decimals');

/** Services' accounting codes are six digits, 99 first. */
const Sac = storableText(z.string({ error: 'must be a code (text)' }).trim()).refine(
  (s) => /^99\d{4}$/.test(s),
  'must be 6 digits starting with 99 (such as 999692)',
);

/** GST's two-digit code of the state the venues are in: the place where the service is supplied. */
const StateCode = storableText(z.string({ error: 'must be a state code (text)' }).trim()).refine(
  (s) => /^(0[1-9]|[12]\d|3[0-8]|97|99)$/.test(s),
  "must be a state's two-digit GST code (36 for Telangana)",
);

/** Empty: the branch invoices without GST. Otherwise a GSTIN whose check character matches. */
const OptionalGstin = storableText(z.string({ error: 'must be a GSTIN (text)' }).trim().max(40, 'is too long'))
  .superRefine((s, ctx) => {
    const problem = s === '' ? undefined : gstinProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalGstin);

export const GstBusiness = z.object({
  /** The tax in every price, a percentage (18). */
  ratePercent: z.number(),
  /** The service's accounting code on every invoice. */
  sac: z.string(),
  /** The state of the venues, where the service is supplied. */
  venueState: z.string(),
});

export const GstBranch = z.object({
  /** The branch's id, as the desk's selects have it. */
  branchId: z.string(),
  /** The branch's name on the site (not saved here). */
  name: z.string(),
  /** The registered business's legal name on its invoices. */
  legalName: z.string(),
  /** Empty: its invoices carry no GST. */
  gstin: z.string(),
  /** The registered address on its invoices. */
  address: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export const GstSettingsResponse = envelope({ business: GstBusiness, branches: z.array(GstBranch) });

export const GstSettingsRequest = z
  .object({
    branchId: Id,
    legalName: nameText(Text(200)),
    gstin: OptionalGstin,
    address: Text(400),
    ratePercent: RatePercent,
    sac: Sac,
    venueState: StateCode,
  })
  .superRefine((s, ctx) => {
    // A branch that charges GST names who charges it, and where.
    if (!s.gstin) return;
    if (!s.legalName) ctx.addIssue({ code: 'custom', path: ['legalName'], message: 'is required with a GSTIN' });
    if (!s.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'is required with a GSTIN' });
  });

/** A GST document's amounts, in rupees as every amount on the wire. */
const TaxLines = {
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
};

export const GstInvoiceView = z.object({
  number: z.string(),
  issuedAt: z.string(),
  gstin: z.string(),
  ratePercent: z.number(),
  total: z.number(),
  ...TaxLines,
});
export const CreditNoteView = z.object({
  number: z.string(),
  /** The number of the invoice it reduces. */
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  /** The refund it is for. */
  refundId: z.string(),
  /** Its PDF's URL path; '' for a note made before PDFs were drawn. */
  pdf: z.string(),
  amount: z.number(),
  ...TaxLines,
});

export const BookingGstRequest = z.object({ bookingId: Id });
export const BookingGstResponse = envelope({
  bookingId: z.string(),
  /** null: the booking's invoice carries no GST (or it has none yet). */
  invoice: GstInvoiceView.nullable(),
  creditNotes: z.array(CreditNoteView),
});

export type GstSettingsInput = z.output<typeof GstSettingsRequest>;
