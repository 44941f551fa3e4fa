import type { PlanType } from '../../lib/stores/booking.ts';

/** The two cards of 'Select Plan' (spec section 2, Basicplan screen; DECISIONS 3 and 13). */
export interface PlanCardText {
  type: PlanType;
  title: string;
  /** The coupon the plan adds to the booking. */
  coupon: string;
  lines: string[];
  /** Where Proceed goes with this plan. */
  next: string;
}

export const PLAN_CARDS: readonly PlanCardText[] = [
  {
    type: 'normal',
    title: 'BASIC PLAN',
    coupon: 'FLAT400BASIC',
    lines: [
      'starts from ₹2148',
      'Includes the theatre and decoration.',
      'Add-ons such as cake and fog entry can be chosen in the next step.',
    ],
    next: '/Occassions',
  },
  {
    type: 'combo',
    title: 'COMBO PLAN',
    coupon: 'FLAT700COMBO',
    lines: [
      'Flat 30% Off on Plans',
      'Starts from ₹4100',
      'Includes theatre, decoration, cake, photography and more: 14 services in total.',
    ],
    next: '/ComboOccassions',
  },
];

export const planCard = (type: PlanType): PlanCardText => PLAN_CARDS.find((p) => p.type === type)!;
