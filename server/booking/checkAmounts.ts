import { BookingAmounts } from '../../src/lib/api/booking.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { formatPaise } from '../../src/lib/money.ts';
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
 * Prices are the server's (both in paise here: the call's schema read the amounts sent as paise):
 * any amount sent that differs from its own is a 400 naming each such field and the amount
 * expected, thrown inside the caller's transaction so that nothing is saved.
 */
export function checkAmounts(sent: SentAmounts, amounts: BookingAmounts): void {
  const errors: { field: string; message: string; expected: number }[] = amountErrors(
    RUPEE_FIELDS.filter((field) => sent[field] !== undefined && sent[field] !== amounts[field]).map((field) => ({
      field,
      expected: amounts[field],
      message: `${field} should be ${formatPaise(amounts[field])}, not ${formatPaise(sent[field]!)}`,
    })),
  );
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
    throw badRequest(`The price has changed: ${errors.map((e) => e.message).join('; ')}. Nothing was saved.`, {
      errors,
      amounts: encodeMoney(BookingAmounts, amounts),
    });
  }
}
