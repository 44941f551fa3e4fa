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
const halfRateText = (ratePercent: string): string => String(Number(ratePercent) / 2);

/**
 * The tax lines of an amount split by these facts, as a tax invoice and a credit note print them:
 * the taxable value, then CGST and SGST at half the rate each, or IGST at the whole.
 */
export function taxLineRows(gst: TaxInvoiceFacts): [label: string, paise: number][] {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = gst.split;
  const half = halfRateText(gst.ratePercent);
  const tax: [string, number][] = gst.interState
    ? [[`IGST ${gst.ratePercent}%`, igstPaise]]
    : [
        [`CGST ${half}%`, cgstPaise],
        [`SGST ${half}%`, sgstPaise],
      ];
  return [[`Taxable value (SAC ${gst.sac})`, taxablePaise], ...tax];
}
