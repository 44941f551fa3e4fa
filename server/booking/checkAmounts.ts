import type { BookingAmounts } from '../../src/lib/api/booking.ts';
import { formatRupees, toPaise } from '../../src/lib/money.ts';
import { badRequest } from '../http/errors.ts';

/** Amounts a client may send; each is compared with the server's figure after the change. */
const RUPEE_FIELDS = [
  'subTotal',
  'totalPrice',
  'couponAmount',
  'advancePayment',
  'theatrePrice',
  'extraPersonPrice',
  'planOfferPrice',
] as const;
type RupeeField = (typeof RUPEE_FIELDS)[number];
export type SentAmounts = Partial<Record<RupeeField | 'extraAddedPersonsForTheatre', number>>;

/**
 * Prices are the server's: any amount sent that differs from its own is a 400 naming each such
 * field and the amount expected, thrown inside the caller's transaction so that nothing is saved.
 */
export function checkAmounts(sent: SentAmounts, amounts: BookingAmounts): void {
  const errors: { field: string; message: string; expected: number }[] = [];
  for (const field of RUPEE_FIELDS) {
    const value = sent[field];
    if (value !== undefined && toPaise(value) !== toPaise(amounts[field])) {
      errors.push({
        field,
        expected: amounts[field],
        message: `${field} should be ${formatRupees(amounts[field])}, not ${formatRupees(value)}`,
      });
    }
  }
  const persons = sent.extraAddedPersonsForTheatre;
  if (persons !== undefined && persons !== amounts.extraAddedPersonsForTheatre) {
    const expected = amounts.extraAddedPersonsForTheatre;
    errors.push({
      field: 'extraAddedPersonsForTheatre',
      expected,
      message: `extraAddedPersonsForTheatre should be ${expected}, not ${persons}`,
    });
  }
  if (errors.length > 0) {
    throw badRequest(`The price has changed: ${errors.map((e) => e.message).join('; ')}. Nothing was saved.`, { errors, amounts });
  }
}
