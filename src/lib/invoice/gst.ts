import { istToday } from '../booking/istClock.ts';

/**
 * GST of a booking, in integer paise. Every price on the site is what the customer pays, tax
 * included, so the tax is taken out of a total, never added to it: the lines an invoice or a credit
 * note shows always sum to the total to the paisa.
 */

/** A rate in hundredths of a percent (18% is 1800), so that the arithmetic stays in integers. */
export type RateBasisPoints = number;

export interface GstSplit {
  /** The value of the service before tax. */
  taxablePaise: number;
  /** Central and state tax of a supply within one state; both 0 when the supply is between states. */
  cgstPaise: number;
  sgstPaise: number;
  /** Integrated tax of a supply between states; 0 within one state. */
  igstPaise: number;
}

/** The largest total the split takes: its products stay exact in a double (2 * total * 14000 < 2^53). */
export const MAX_SPLIT_PAISE = 100_000_000_000;

/**
 * The taxable value in a tax-inclusive total: total * 100 / (100 + rate), rounded to the nearest
 * paisa, half up. Worked in integers (basis points), so 18% of 1 paisa never becomes 0.8474...
 */
export function taxableOf(totalPaise: number, rateBp: RateBasisPoints): number {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0 || totalPaise > MAX_SPLIT_PAISE)
    throw new RangeError(`A total of ${totalPaise} paise cannot be split.`);
  const divisor = 10_000 + rateBp;
  return Math.floor((2 * totalPaise * 10_000 + divisor) / (2 * divisor));
}

/**
 * The total split into its taxable value and tax. Within one state the tax is halved: CGST takes
 * the lower half (floor) and SGST the rest, so an odd paisa of tax goes to SGST and the halves
 * never lose or make a paisa. Between states it is all IGST.
 */
export function splitGst(totalPaise: number, rateBp: RateBasisPoints, interState: boolean): GstSplit {
  const taxablePaise = taxableOf(totalPaise, rateBp);
  const tax = totalPaise - taxablePaise;
  if (interState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** '18', '2.5': a rate as the invoice prints it. */
export const ratePercentText = (rateBp: RateBasisPoints): string => String(rateBp / 100);

/** A supply is between states when the supplier's registration (its GSTIN's first two digits) is not in the venue's state. */
export const isInterState = (gstin: string, venueState: string): boolean => gstin.slice(0, 2) !== venueState;

/**
 * India's financial year of an instant, by the day in India: April to March, '2026-27'. So 31 March
 * 23:59 IST is still the old year and 1 April 00:00 IST the new one, wherever the server runs.
 */
export function financialYear(now: Date): string {
  const [y, m] = istToday(now).split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * '2026-27/000123' and 'CN/26-27/000004': at most 16 characters, as GST allows a document's number,
 * and one series a financial year each, so a number says its year.
 */
export const invoiceNumber = (fy: string, n: number): string => `${fy}/${String(n).padStart(6, '0')}`;
export const creditNoteNumber = (fy: string, n: number): string => `CN/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
