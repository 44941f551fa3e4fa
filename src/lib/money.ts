/** Money is integer paise inside the server; rupees on the wire and on screen. */

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** '₹2,149' — the rupee sign and Indian digit grouping. */
export const formatRupees = (rupees: number): string => `₹${inr.format(rupees)}`;
