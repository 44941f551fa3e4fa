import type { PlanType } from '../api/booking.ts';
import { cakeLinePaise, type CakeWeight } from './cakeWeight.ts';
import { applyCoupon, type CouponStatus } from './coupons.ts';
import { discountTakenPaise } from './discount.ts';
import { advancePaise as advanceFor, remainingAfterPaise } from './paymentAmounts.ts';
import { extraPersonsFor, personLimit, withinPersonLimit } from './personLimit.ts';
import type { AdvanceTerms, BookingFigures, CouponTerms, PlanTerms, TheatreTerms } from './priceTerms.ts';
import { planSlotPricePaise, slotPrice } from './pricing.ts';
import type { SlotTimes } from './slots.ts';

/**
 * Every amount of a booking, from the catalogue, by the spec's formulas (section 9, DECISIONS 2).
 * The server charges what this says and compares what clients send against it; the wizard's islands
 * show the same figures. Everything in and out is integer paise, so no sum drifts.
 */

export interface QuoteInput {
  type: PlanType;
  theatre: TheatreTerms;
  /** The slot; null prices a full slot. */
  slot: SlotTimes | null;
  persons: number;
  /** The one chosen occasion: a new one replaces the previous one's price. */
  occasion?: { pricePaise: number } | null;
  /** Each cake's price per 500 gm, and the weight chosen. */
  cakes?: { pricePer500Paise: number; weight: CakeWeight }[];
  addons?: { pricePaise: number }[];
  /** The combo plan; a combo without one yet costs nothing but its cart (the spec's ₹0). */
  plan?: PlanTerms | null;
  coupon?: CouponTerms | null;
  /** A manager's discount (a phone booking's), taken off after the coupon; never below a total of 0. */
  discountPaise?: number;
  advance: AdvanceTerms;
}

export interface Quote extends BookingFigures {
  /** Price per extra person for this slot and plan. */
  extraPersonRatePaise: number;
  /** Each cake's price at its weight, in the order given. */
  cakeLinesPaise: number[];
  /** Why the coupon on the booking takes nothing off, if it does not. */
  couponStatus: CouponStatus;
  /** What the manager's discount took off: all of it, or what was left after the coupon. */
  discountAmountPaise: number;
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

export function quote(input: QuoteInput): Quote {
  const { type, theatre, slot, persons } = input;
  if (!withinPersonLimit(persons, personLimit(theatre))) {
    throw new RangeError(`persons must be a whole number from 1 to ${personLimit(theatre)}, not ${persons}`);
  }
  const room = slotPrice(theatre, slot);
  const cakeLinesPaise = (input.cakes ?? []).map((c) => cakeLinePaise(c.pricePer500Paise, c.weight));
  const cakesPricePaise = sum(cakeLinesPaise);
  const addonsPricePaise = sum((input.addons ?? []).map((a) => a.pricePaise));

  let theatrePricePaise = 0;
  let planOfferPricePaise = 0;
  let extraPersons = 0;
  let extraPersonRatePaise = 0;
  let occasionPricePaise = 0;
  if (type === 'normal') {
    theatrePricePaise = room.pricePaise;
    extraPersons = extraPersonsFor(persons, theatre.maxPeople);
    extraPersonRatePaise = room.extraPersonPricePaise;
    occasionPricePaise = input.occasion?.pricePaise ?? 0;
  } else if (input.plan) {
    const plan = input.plan;
    planOfferPricePaise = planSlotPricePaise(plan, room.isNinetyMinutes);
    theatrePricePaise = plan.theatrePriceIncluded === 'No' ? room.pricePaise : 0;
    extraPersons = extraPersonsFor(persons, plan.noOfPersons);
    extraPersonRatePaise = plan.extraPersonPricePaise;
  }
  const extraPersonPricePaise = extraPersons * extraPersonRatePaise;
  const subTotalPaise =
    theatrePricePaise + planOfferPricePaise + extraPersonPricePaise + occasionPricePaise + cakesPricePaise + addonsPricePaise;
  const coupon = applyCoupon(input.coupon, type, subTotalPaise);
  const afterCouponPaise = Math.max(0, subTotalPaise - coupon.amountPaise);
  const discountAmountPaise = discountTakenPaise(input.discountPaise ?? 0, afterCouponPaise);
  const totalPaise = afterCouponPaise - discountAmountPaise;
  const advancePaise = advanceFor(input.advance, type, totalPaise);
  return {
    theatrePricePaise,
    extraPersons,
    extraPersonRatePaise,
    extraPersonPricePaise,
    occasionPricePaise,
    cakeLinesPaise,
    cakesPricePaise,
    addonsPricePaise,
    planOfferPricePaise,
    subTotalPaise,
    couponStatus: coupon.status,
    couponAmountPaise: coupon.amountPaise,
    discountAmountPaise,
    totalPaise,
    advancePaise,
    remainingPaise: remainingAfterPaise(totalPaise, advancePaise),
  };
}
