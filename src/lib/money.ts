/** Money is integer paise inside the server; rupees on the wire and on screen. */

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * '₹2,149', or '₹434.60' where the paise are real (a percentage coupon): the rupee sign, Indian digit
 * grouping, and one way for every amount (never '₹434.6' beside '₹2,149').
 */
export const formatRupees = (rupees: number): string => {
  const paise = toPaise(rupees);
  return `₹${paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100)}`;
};

/** formatRupees of an amount in paise, for messages made where the paise are at hand. */
export const formatPaise = (paise: number): string => formatRupees(toRupees(paise));
