import { formatPaise } from '../../../src/lib/money.ts';
import { ROLE_LABELS, roleMay, type Role } from '../../../src/lib/desk/permissions.ts';
import { fieldError } from '../../booking/errors.ts';
import type { Quote } from '../../../src/lib/booking/quote.ts';
import { RefusedCall } from '../refusals.ts';

/** What a discount asked on a phone booking is: paise off, and why (deskPhoneDiscount.ts). */
export interface AskedDiscount {
  amount: number;
  reason: string;
}

/**
 * A discount is a manager's or the owner's to give ('bookings.discount'): anyone else sending one is
 * refused whole (403, counted as a refusal), not priced without it, so that nothing is held at a
 * price the caller was not told.
 */
export function checkDiscountRole(staff: { id: string; name: string; role: Role }, discount: AskedDiscount | undefined): void {
  if (discount && !roleMay(staff.role, 'bookings.discount'))
    throw new RefusedCall('role', 403, `Your role (${ROLE_LABELS[staff.role]}) may not give a discount.`, staff);
}

/** A discount never takes more than the total after the coupon: refused at its field, saying how much it may be. */
export function checkDiscountAmount(q: Quote, discount: AskedDiscount | undefined): void {
  if (discount && q.discountAmountPaise < discount.amount)
    throw fieldError('discount.amount', `must be at most ${formatPaise(q.discountAmountPaise)}, the total after the coupon`);
}

/** The history's words for a discount given: ', a discount of ₹500 by Mona Manager: regular customer' ('' for none). */
export const discountWords = (takenPaise: number, draft: { discountReason?: string }, by: string): string =>
  takenPaise > 0 ? `, a discount of ${formatPaise(takenPaise)} by ${by}: ${draft.discountReason ?? ''}` : '';
