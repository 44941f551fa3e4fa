/** A dish sold at the venue with how many, as the invoice, the customer's booking and the desk list it: 'Paneer Tikka × 3'. */
export const dishCount = (d: { name: string; quantity?: number }): string => `${d.name} × ${d.quantity ?? 1}`;
