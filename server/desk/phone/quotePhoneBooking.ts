import type { PhoneQuote } from '../../../src/lib/api/deskPhoneQuote.ts';
import { couponNote } from '../../../src/lib/desk/couponNote.ts';
import type { BookingDraft } from '../../booking/draft.ts';
import type { PricedDraft } from '../../booking/priceDraft.ts';
import type { Queryable } from '../../db/database.ts';
import { linesOf, type LineNames } from '../../invoice/invoiceData.ts';
import { findOccasion } from '../../repo/bookingCatalogue.ts';
import { listPlans } from '../../repo/catalogue.ts';
import type { PricedPhone } from './pricePhoneChoices.ts';

/**
 * The quote's lines as the staff read them to the caller: the booking's parts as its invoice and
 * /my-booking will list them, then the coupon and the manager's discount taken off, in the order
 * the price rule takes them, so that they add up to the total the hold charges.
 */
export function phoneQuoteLines(
  {
    draft,
    priced,
  }: { draft: Pick<BookingDraft, 'theatreName' | 'flavour' | 'discountReason'>; priced: Pick<PricedDraft, 'quote' | 'lines'> },
  names: LineNames,
  couponCode: string,
): { label: string; amountPaise: number }[] {
  const q = priced.quote;
  const off = (label: string, amountPaise: number) => (amountPaise > 0 ? [{ label, amountPaise: -amountPaise }] : []);
  return [
    ...linesOf({ draft, figures: q, lines: priced.lines }, names),
    ...off(`Coupon ${couponCode}`, q.couponAmountPaise),
    ...off(`Discount: ${draft.discountReason ?? ''}`, q.discountAmountPaise),
  ];
}

/** A priced phone booking as the form shows it (paise; the call's schema writes rupees). */
export async function phoneQuoteOf(db: Queryable, phone: PricedPhone): Promise<PhoneQuote> {
  const { draft, priced } = phone;
  const q = priced.quote;
  const coupon = priced.catalogueTerms.coupon?.terms ?? null;
  const occasion = draft.occasionId && draft.type === 'normal' ? await findOccasion(db, draft.occasionId) : undefined;
  const plan =
    draft.planId && draft.occasionId
      ? (await listPlans(db, draft.occasionId, draft.theatreId)).find((x) => x._id === draft.planId)
      : undefined;
  const lines = phoneQuoteLines(phone, { occasion: occasion?.name, plan: plan?.name }, coupon?.code ?? '');
  return {
    lines: lines.map((l) => ({ label: l.label, amount: l.amountPaise })),
    subTotal: q.subTotalPaise,
    couponCode: coupon?.code ?? '',
    couponAmount: q.couponAmountPaise,
    couponNote: coupon ? couponNote({ couponCode: coupon.code, couponMinimumPaise: coupon.minSubTotalPaise, status: q.couponStatus }) : '',
    discountAmount: q.discountAmountPaise,
    totalPrice: q.totalPaise,
    advance: q.advancePaise,
  };
}
