import { specWholeRupees } from '../../lib/money.ts';
import { PLAN_OFFERS } from '../../lib/booking/planOffers.ts';
import type { PlanFigures } from '../../lib/site/packagePrices.ts';
import type { PlanType } from '../../lib/stores/booking.ts';

/** The two cards of 'Select Plan' (spec section 2, Basicplan screen; DECISIONS 3 and 13). */
export interface PlanCardText {
  type: PlanType;
  title: string;
  /** The coupon the plan adds to the booking (its offer). */
  coupon: string;
  /** Where Proceed goes with this plan. */
  next: string;
}

export const PLAN_CARDS: readonly PlanCardText[] = [
  { type: 'normal', title: 'BASIC PLAN', coupon: PLAN_OFFERS.normal, next: '/Occassions' },
  { type: 'combo', title: 'COMBO PLAN', coupon: PLAN_OFFERS.combo, next: '/ComboOccassions' },
];

export const planCard = (type: PlanType): PlanCardText => PLAN_CARDS.find((p) => p.type === type)!;

/** What a card says, in the spec's words, with the catalogue's figures (made at build time). */
export function planCardLines(type: PlanType, f: PlanFigures): string[] {
  if (type === 'normal')
    return [
      ...(f.basicFromPaise === null ? [] : [`starts from ${specWholeRupees(f.basicFromPaise)}`]),
      'Includes the theatre and decoration.',
      'Add-ons such as cake and fog entry can be chosen in the next step.',
    ];
  return [
    ...(f.comboOffPercent ? [`Flat ${f.comboOffPercent}% Off on Plans`] : []),
    ...(f.comboFromPaise === null ? [] : [`Starts from ${specWholeRupees(f.comboFromPaise)}`]),
    'Includes theatre, decoration, cake, photography and more: 14 services in total.',
  ];
}
