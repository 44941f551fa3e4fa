import { z } from 'zod';
import { PlanType } from '../api/booking.ts';
import { Plan } from '../api/catalogue.ts';
import { Theatre } from '../api/theatres.ts';

/**
 * What the price rules take, in integer paise: the catalogue's terms as the rules read them. The
 * wire's rupees become paise at the contract (src/lib/api), wire.ts names them so, and the database
 * holds them as they are. Only the types reach the islands (import type): no zod is sent to a browser.
 */

/** Integer paise: every amount a rule takes or gives. */
export const Paise = z.number().int().nonnegative();

const CouponBase = z.object({
  /** What customers type (upper case). */
  code: z.string(),
  /** The plan type it is for (FLAT400BASIC: normal, FLAT700COMBO: combo); null for either. */
  planType: PlanType.nullable(),
  /** The smallest sub total it takes anything off; 0 for any. */
  minSubTotalPaise: Paise,
});

/** A coupon's terms: a percentage of the sub total (perhaps capped), or a fixed amount off. */
export const CouponTerms = z.discriminatedUnion('kind', [
  CouponBase.extend({
    kind: z.literal('Percentage'),
    /** Whole percent, 0 to 100 (the coupons table's rule). */
    percent: z.number().int().min(0).max(100),
    /** The most it takes off; null for no cap. */
    maxDiscountPaise: Paise.nullable(),
  }),
  CouponBase.extend({ kind: z.literal('Fixed'), amountOffPaise: Paise }),
]);
export type CouponTerms = z.infer<typeof CouponTerms>;

/** A theatre's prices, and the people its room takes (as the API counts them). */
export const TheatreTerms = Theatre.pick({ maxPeople: true, maxSeating: true, extraPerson: true }).extend({
  /** A full slot, for the people included (maxPeople). */
  offerPricePaise: Paise,
  /** A 90-minute slot. */
  ninetyMinutePricePaise: Paise,
  /** Each person above maxPeople in a full slot. */
  extraPersonPricePaise: Paise,
  /** Each person above maxPeople in a 90-minute slot. */
  ninetyMinuteExtraPersonPricePaise: Paise,
});
export type TheatreTerms = z.infer<typeof TheatreTerms>;

/** A combo package's prices for a slot (DECISIONS 2). */
export const PlanTerms = Plan.pick({ noOfPersons: true, theatrePriceIncluded: true }).extend({
  /** A full slot. */
  offerPricePaise: Paise,
  /** A 90-minute slot. */
  ninetyMinutePricePaise: Paise,
  /** Each person above noOfPersons. */
  extraPersonPricePaise: Paise,
});
export type PlanTerms = z.infer<typeof PlanTerms>;

/**
 * The catalogue's prices a booking was made with, each under the id of what it prices, so that one
 * it still has keeps its price after an editor publishes new ones (keptTerms.ts). Names are not
 * kept: they say what an item is, not what it costs.
 */
export const CatalogueTerms = z.object({
  /** Null without an occasion. */
  occasion: z.object({ id: z.string(), pricePaise: Paise }).nullable(),
  /** Null without a combo plan. */
  plan: PlanTerms.extend({ id: z.string() }).nullable(),
  /** Each cake's price per 500 gm, by product id. */
  cakes: z.record(z.string(), Paise),
  /** Each add-on's price, by product id. */
  addons: z.record(z.string(), Paise),
  /** Each dish's price at the venue, by product id; only in a booking the venue sold food to. */
  food: z.record(z.string(), Paise).optional(),
  /** Null without a coupon; kept whether or not it takes anything off (its minimum may be reached later). */
  coupon: z.object({ id: z.string(), terms: CouponTerms }).nullable(),
});
export type CatalogueTerms = z.infer<typeof CatalogueTerms>;

/** The advance asked to reserve, by plan type (the charges). */
export const AdvanceTerms = z.object({ basicPaise: Paise, comboPaise: Paise });
export type AdvanceTerms = z.infer<typeof AdvanceTerms>;

/** A booking's figures as priced and kept (the bookings table's amount columns). */
export const BookingFigures = z.object({
  /** The theatre's price for the slot as charged: basic always, combo only when the plan leaves it out. */
  theatrePricePaise: Paise,
  /** People above those included (maxPeople, or the plan's noOfPersons). */
  extraPersons: z.number().int().nonnegative(),
  /** What those extra people cost together. */
  extraPersonPricePaise: Paise,
  /** The occasion's price (basic only: a combo plan is made for its occasion). */
  occasionPricePaise: Paise,
  cakesPricePaise: Paise,
  addonsPricePaise: Paise,
  /** The plan's price for the slot; 0 without a plan. */
  planOfferPricePaise: Paise,
  subTotalPaise: Paise,
  /** What the coupon takes off now. */
  couponAmountPaise: Paise,
  /** subTotal less the coupon, never negative. */
  totalPaise: Paise,
  /** The advance asked to reserve, never more than the total. */
  advancePaise: Paise,
  /** What is left to pay at the venue. */
  remainingPaise: Paise,
});
export type BookingFigures = z.infer<typeof BookingFigures>;
