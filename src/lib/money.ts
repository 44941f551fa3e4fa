/**
 * Money is integer paise inside the server; rupees on the wire and on screen. An amount becomes
 * text only here: each presentation below is named once, for whoever shows amounts that way.
 */

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToPaise = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** '2,149' or '434.60': Indian digit grouping, two decimals only where the paise are real. */
const grouped = (paise: number): string => (paise % 100 === 0 ? wholeRupees : withPaise).format(paise / 100);

/**
 * '₹2,149', or '₹434.60' where the paise are real (a percentage coupon): the rupee sign, Indian digit
 * grouping, and one way for every amount (never '₹434.6' beside '₹2,149').
 */
export const formatRupees = (rupees: number): string => `₹${grouped(toPaise(rupees))}`;

/**
 * '−₹700' (a minus sign before the rupee sign) for an amount below zero, else as formatRupees: a
 * figure that may go either way, as a day's Net when more went back than came in.
 */
export const formatSignedRupees = (rupees: number): string => (rupees < 0 ? `−${formatRupees(-rupees)}` : formatRupees(rupees));

/** formatRupees of an amount in paise, for messages made where the paise are at hand. */
export const formatPaise = (paise: number): string => formatRupees(toRupees(paise));

/**
 * 'Rs. 1,234', 'Rs. 434.60', '- Rs. 700' (a coupon): the invoice PDF's. Its Latin text is set in
 * Helvetica, which has no '₹', and an Indian script's face is embedded only for text in that script.
 */
export const invoiceRupees = (paise: number): string => `${paise < 0 ? '- ' : ''}Rs. ${grouped(Math.abs(paise))}`;

/**
 * '1234.50', '2149.00': a plain number a spreadsheet reads as one (no '₹', no grouping), with its
 * paise always, for the bookings CSV; from rupees, as the desk's list carries them.
 */
export const plainRupees = (rupees: number): string => rupees.toFixed(2);

/** plainRupees of an amount in paise (what the export adds beside the list's own figures). */
export const plainPaise = (paise: number): string => plainRupees(toRupees(paise));

/**
 * '2149', '434.6': an amount as the wire's JSON writes it, for an error that names the figure a
 * field should carry ('amount should be 2149').
 */
export const wireRupees = (paise: number): string => String(toRupees(paise));

/**
 * '₹2,149.00', '₹434.60', '-₹700.00': Intl's INR currency text, paise always, as a payment
 * provider's page shows the amount it takes (the payment sandbox's pages).
 */
export const providerRupees = (paise: number): string => currency.format(toRupees(paise));

/**
 * 'Rs 349', 'Rs 349.2': a theatre card's saving in the spec's wording ('Rs X less'): no '₹', and
 * no second decimal when it is a zero.
 */
export const specRsRupees = (paise: number): string => `Rs ${upToPaise.format(toRupees(paise))}`;

/** '₹2148': the spec's figure on /Basicplan's cards, whole rupees without grouping. */
export const specWholeRupees = (paise: number): string => `₹${Math.round(toRupees(paise))}`;

/** The rupees a person typed ("1,398", "500.5"), or undefined when they are not an amount of whole paise, 0 or more. */
export function typedRupees(typed: string): number | undefined {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}
