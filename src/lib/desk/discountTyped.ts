import { DISCOUNT_REASON_MAX, DISCOUNT_REASON_MIN } from '../booking/discount.ts';

/** A manager's discount as typed on the phone booking form: rupees and the reason, as text. */
export interface DiscountTyped {
  amount: string;
  reason: string;
}

export const NO_DISCOUNT: DiscountTyped = { amount: '', reason: '' };

const WHOLE_RUPEES = /^\d{1,7}$/;

/** The form's words for what is wrong with a typed discount (none when nothing is typed). */
export function discountProblems(t: DiscountTyped): { discountAmount?: string; discountReason?: string } {
  const amount = t.amount.trim();
  const reason = t.reason.trim();
  if (!amount && !reason) return {};
  return {
    discountAmount: !amount
      ? 'Please enter the discount in rupees, or clear the reason.'
      : !WHOLE_RUPEES.test(amount) || Number(amount) < 1
        ? 'Please enter the discount in whole rupees, ₹1 or more.'
        : undefined,
    discountReason:
      reason.length < DISCOUNT_REASON_MIN
        ? `Please say why, in at least ${DISCOUNT_REASON_MIN} characters.`
        : reason.length > DISCOUNT_REASON_MAX
          ? `Please keep the reason to ${DISCOUNT_REASON_MAX} characters.`
          : undefined,
  };
}

/** The discount to send with the quote and the hold: once it is whole rupees with its reason; undefined for none (or not yet). */
export function discountToSend(t: DiscountTyped): { amount: number; reason: string } | undefined {
  const problems = discountProblems(t);
  if (!t.amount.trim() || problems.discountAmount || problems.discountReason) return undefined;
  return { amount: Number(t.amount.trim()), reason: t.reason.trim() };
}
