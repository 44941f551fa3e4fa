import { cakeWeightLabel, type CakeWeight } from '../booking/cakeWeight.ts';
import type { CouponStatus } from '../booking/coupons.ts';
import { formatPaise } from '../money.ts';

/** What the phone booking's price is made of, as the quote priced it (paise). */
export interface PricedPhoneChoices {
  theatreName: string;
  planName: string | null;
  occasionName: string | null;
  figures: {
    theatrePricePaise: number;
    planOfferPricePaise: number;
    extraPersons: number;
    extraPersonRatePaise: number;
    extraPersonPricePaise: number;
    occasionPricePaise: number;
    couponAmountPaise: number;
    couponStatus: CouponStatus;
    subTotalPaise: number;
  };
  cakes: { name: string; cakeType: string | null; weight: CakeWeight | null; pricePaise: number }[];
  addons: { name: string; pricePaise: number }[];
  couponCode: string;
  couponMinimumPaise: number;
}

/**
 * The quote's lines as the staff read them to the caller, in the order of the site's summary: the
 * room (or the package), extra persons, the occasion, cakes, add-ons, then the coupon taken off.
 * A part that costs nothing is left out, so the lines add up to the total.
 */
export function phoneQuoteLines(q: PricedPhoneChoices): { label: string; amountPaise: number }[] {
  const f = q.figures;
  const lines: { label: string; amountPaise: number }[] = [];
  const add = (label: string, amountPaise: number) => amountPaise !== 0 && lines.push({ label, amountPaise });
  add(`${q.theatreName} theatre`, f.theatrePricePaise);
  add(`Combo plan${q.planName ? `: ${q.planName}` : ''}`, f.planOfferPricePaise);
  add(
    `${f.extraPersons} extra ${f.extraPersons === 1 ? 'person' : 'persons'} × ${formatPaise(f.extraPersonRatePaise)}`,
    f.extraPersonPricePaise,
  );
  add(`Occasion${q.occasionName ? `: ${q.occasionName}` : ''}`, f.occasionPricePaise);
  for (const k of q.cakes)
    add(`${k.name}${k.cakeType ? ` (${k.cakeType})` : ''}${k.weight ? `, ${cakeWeightLabel[k.weight]}` : ''}`, k.pricePaise);
  for (const a of q.addons) add(a.name, a.pricePaise);
  add(`Coupon ${q.couponCode}`, -f.couponAmountPaise);
  return lines;
}

/** Why the coupon on the booking takes nothing off ('' when it takes something off, or there is none). */
export function couponNote(q: Pick<PricedPhoneChoices, 'couponCode' | 'couponMinimumPaise'> & { status: CouponStatus }): string {
  if (q.status === 'belowMinimum') return `${q.couponCode} takes off from a sub total of ${formatPaise(q.couponMinimumPaise)}.`;
  if (q.status === 'otherPlanType') return `${q.couponCode} is not for this plan.`;
  return '';
}
