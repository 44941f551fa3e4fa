import { toPaise } from '../money.ts';
import { cakeLinePaise, type CakeWeight } from './cakeWeight.ts';
import { applyCoupon, type CouponStatus } from './coupons.ts';
import { extraPersonsFor, personLimit, withinPersonLimit } from './personLimit.ts';
import { planSlotPrice, slotPricing, type TheatrePrices } from './pricing.ts';
import type { CouponTerms } from './priceTerms.ts';
import type { SlotTimes } from './slots.ts';

/**
 * Every amount of a booking, from the catalogue, by the spec's formulas (section 9, DECISIONS 2).
 * The server charges what this says and compares what clients send against it; the wizard's islands
 * show the same figures. Catalogue entries come in as the API gives them (rupees); the coupon as the
 * coupons table holds it (paise); everything returned is integer paise, so no sum drifts.
 */

export type QuotePlanType = 'normal' | 'combo';

export interface QuoteTheatre extends TheatrePrices {
  /** People included in the theatre's price. */
  maxPeople: number;
  /** Seats in the room: the limit when extra persons are allowed. */
  maxSeating: number;
  /** 'Yes': people above maxPeople may come, up to maxSeating, each at the extra-person price. */
  extraPerson: 'Yes' | 'No';
}

export interface QuotePlan {
  offerPrice: number;
  /** The plan's price for a 90-minute slot. */
  oneandhalfslotPrice: number;
  /** Each person above noOfPersons. */
  extraPersonPrice: number;
  noOfPersons: number;
  /** 'No': the theatre's price for the slot comes on top of the plan's. */
  theatrePriceIncluded: 'Yes' | 'No';
}

export interface QuoteInput {
  type: QuotePlanType;
  theatre: QuoteTheatre;
  slot: SlotTimes;
  persons: number;
  /** The one chosen occasion: a new one replaces the previous one's price. */
  occasion?: { price: number } | null;
  /** Price per 500 gm, and the weight chosen. */
  cakes?: { price: number; weight: CakeWeight }[];
  addons?: { price: number }[];
  /** The combo plan; a combo without one yet costs nothing but its cart (the spec's ₹0). */
  plan?: QuotePlan | null;
  coupon?: CouponTerms | null;
  /** Advance amounts, rupees: advancePayment for a basic booking, comboAdvancePayment for a combo. */
  charges: { advancePayment: number; comboAdvancePayment: number };
}

export interface Quote {
  /** The theatre's price for the slot as charged: basic always, combo only when the plan leaves it out. */
  theatrePrice: number;
  /** People above those included (maxPeople, or the plan's noOfPersons). */
  extraPersons: number;
  /** Price per extra person for this slot and plan. */
  extraPersonRate: number;
  /** extraPersons x extraPersonRate. */
  extraPersonPrice: number;
  /** The occasion's price (basic only: a combo plan is made for its occasion). */
  occasionPrice: number;
  /** Each cake's price at its weight, in the order given. */
  cakeLines: number[];
  cakesPrice: number;
  addonsPrice: number;
  /** The plan's price for the slot (90-minute price for a 90-minute slot); 0 without a plan. */
  planOfferPrice: number;
  subTotal: number;
  couponStatus: CouponStatus;
  couponAmount: number;
  /** subTotal - couponAmount, never negative. */
  total: number;
  /** The advance asked now, never more than the total. */
  advance: number;
  /** What is left to pay at the venue. */
  remaining: number;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export function quote(input: QuoteInput): Quote {
  const { type, theatre, slot, persons } = input;
  if (!withinPersonLimit(persons, personLimit(theatre))) {
    throw new RangeError(`persons must be a whole number from 1 to ${personLimit(theatre)}, not ${persons}`);
  }
  const room = slotPricing(theatre, slot);
  const cakeLines = (input.cakes ?? []).map((c) => cakeLinePaise(toPaise(c.price), c.weight));
  const cakesPrice = sum(cakeLines);
  const addonsPrice = sum((input.addons ?? []).map((a) => toPaise(a.price)));

  let theatrePrice = 0;
  let planOfferPrice = 0;
  let extraPersons = 0;
  let extraPersonRate = 0;
  let occasionPrice = 0;
  if (type === 'normal') {
    theatrePrice = toPaise(room.price);
    extraPersons = extraPersonsFor(persons, theatre.maxPeople);
    extraPersonRate = toPaise(room.extraPersonPrice);
    occasionPrice = input.occasion ? toPaise(input.occasion.price) : 0;
  } else if (input.plan) {
    const plan = input.plan;
    planOfferPrice = toPaise(planSlotPrice(plan, room.isNinetyMinutes));
    theatrePrice = plan.theatrePriceIncluded === 'No' ? toPaise(room.price) : 0;
    extraPersons = extraPersonsFor(persons, plan.noOfPersons);
    extraPersonRate = toPaise(plan.extraPersonPrice);
  }
  const extraPersonPrice = extraPersons * extraPersonRate;
  const subTotal = theatrePrice + planOfferPrice + extraPersonPrice + occasionPrice + cakesPrice + addonsPrice;
  const coupon = applyCoupon(input.coupon, type, subTotal);
  const total = Math.max(0, subTotal - coupon.amountPaise);
  const advance = Math.min(total, toPaise(type === 'combo' ? input.charges.comboAdvancePayment : input.charges.advancePayment));
  return {
    theatrePrice,
    extraPersons,
    extraPersonRate,
    extraPersonPrice,
    occasionPrice,
    cakeLines,
    cakesPrice,
    addonsPrice,
    planOfferPrice,
    subTotal,
    couponStatus: coupon.status,
    couponAmount: coupon.amountPaise,
    total,
    advance,
    remaining: total - advance,
  };
}
