import { isInterState, ratePercentText, splitGst, type GstSplit } from '../../src/lib/invoice/gst.ts';
import type { GstInvoiceRow } from '../repo/gstDocuments.ts';

/** What a tax invoice adds to an invoice: who charges the tax, under which number, and the total's tax lines. */
export interface TaxInvoiceFacts {
  number: string;
  legalName: string;
  gstin: string;
  address: string;
  sac: string;
  /** '18' */
  ratePercent: string;
  /** GST's code of the state the service is supplied in. */
  placeOfSupply: string;
  /** The registration is in another state than the venue: IGST, not CGST and SGST. */
  interState: boolean;
  /** The total split: taxable value and CGST with SGST, or IGST; they sum to the total. */
  split: GstSplit;
}

/** The tax facts of an invoice of `totalPaise` under its stored number: the same rate and registration however often it is made. */
export function taxInvoiceFacts(invoice: GstInvoiceRow, totalPaise: number): TaxInvoiceFacts {
  const interState = isInterState(invoice.gstin, invoice.venueState);
  return {
    number: invoice.number,
    legalName: invoice.legalName,
    gstin: invoice.gstin,
    address: invoice.address,
    sac: invoice.sac,
    ratePercent: ratePercentText(invoice.rateBp),
    placeOfSupply: invoice.venueState,
    interState,
    split: splitGst(totalPaise, invoice.rateBp, interState),
  };
}

/** 'CGST 9%': half the rate each, within one state. */
export const halfRateText = (ratePercent: string): string => String(Number(ratePercent) / 2);
