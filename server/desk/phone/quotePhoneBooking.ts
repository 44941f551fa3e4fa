import type { PhoneQuote } from '../../../src/lib/api/deskPhoneQuote.ts';
import { couponNote, phoneQuoteLines } from '../../../src/lib/desk/phoneQuoteLines.ts';
import type { Queryable } from '../../db/database.ts';
import { findOccasion } from '../../repo/bookingCatalogue.ts';
import { listPlans } from '../../repo/catalogue.ts';
import type { PricedPhone } from './pricePhoneChoices.ts';

/** A priced phone booking as the form shows it (paise; the call's schema writes rupees). */
export async function phoneQuoteOf(db: Queryable, { draft, priced }: PricedPhone): Promise<PhoneQuote> {
  const q = priced.quote;
  const coupon = priced.catalogueTerms.coupon?.terms ?? null;
  const occasion = draft.occasionId && draft.type === 'normal' ? await findOccasion(db, draft.occasionId) : undefined;
  const plan =
    draft.planId && draft.occasionId
      ? (await listPlans(db, draft.occasionId, draft.theatreId)).find((x) => x._id === draft.planId)
      : undefined;
  const lines = phoneQuoteLines({
    theatreName: draft.theatreName,
    planName: plan?.name ?? null,
    occasionName: occasion?.name ?? null,
    figures: q,
    cakes: priced.lines.filter((l) => l.kind === 'cake'),
    addons: priced.lines.filter((l) => l.kind === 'other'),
    couponCode: coupon?.code ?? '',
    couponMinimumPaise: coupon?.minSubTotalPaise ?? 0,
  });
  // The manager's discount last, as the price rule takes it off: after the coupon.
  const discount =
    q.discountAmountPaise > 0 ? [{ label: `Discount: ${draft.discountReason ?? ''}`, amountPaise: -q.discountAmountPaise }] : [];
  return {
    lines: [...lines, ...discount].map((l) => ({ label: l.label, amount: l.amountPaise })),
    subTotal: q.subTotalPaise,
    couponCode: coupon?.code ?? '',
    couponAmount: q.couponAmountPaise,
    couponNote: coupon ? couponNote({ couponCode: coupon.code, couponMinimumPaise: coupon.minSubTotalPaise, status: q.couponStatus }) : '',
    discountAmount: q.discountAmountPaise,
    totalPrice: q.totalPaise,
    advance: q.advancePaise,
  };
}
