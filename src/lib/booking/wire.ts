import type { z } from 'zod';
import type { BookingAmounts, PlanType } from '../api/booking.ts';
import type { Charges, CheckCouponResponse, Plan } from '../api/catalogue.ts';
import type { Theatre } from '../api/theatres.ts';
import {
  BOOKING_AMOUNTS,
  CHARGES_AMOUNTS,
  COUPON_LIMITS,
  FIXED_COUPON,
  paiseIn,
  PLAN_AMOUNTS,
  PRICE_AMOUNTS,
  rupeesIn,
  THEATRE_AMOUNTS,
} from '../api/wireAmounts.ts';
import { cakeLinePaise, type CakeWeight } from './cakeWeight.ts';
import type { AdvanceTerms, BookingFigures, CouponTerms, PlanTerms, TheatreTerms } from './priceTerms.ts';

/**
 * The contract's shapes as the price rules name them, and back. The server's answers hold paise
 * (their schemas' codecs send rupees); a page reads the wire's rupees, which `paiseIn`
 * (src/lib/api/wireAmounts.ts) turns into paise where a function below takes a `Wire` shape. No
 * amount is converted here by hand: this module only renames.
 */

/** The coupon check's description of a coupon, as the wire carries it (a percent, or rupees off). */
export type CouponDescription = Pick<z.input<typeof CheckCouponResponse>, 'couponCodeType' | 'couponAmount' | 'minAmount' | 'maxDiscount'>;

/** The description the coupon check answers, its limits in paise for its schema to send. */
export function couponDescriptionOf(terms: CouponTerms): CouponDescription {
  const limits = { couponCodeType: terms.kind, minAmount: terms.minSubTotalPaise };
  return terms.kind === 'Percentage'
    ? { ...limits, couponAmount: terms.percent, maxDiscount: terms.maxDiscountPaise }
    : // A Fixed coupon's value is an amount, which the schema cannot know of a field that is a percent otherwise.
      rupeesIn(['couponAmount'], { ...limits, couponAmount: terms.amountOffPaise, maxDiscount: null });
}

/** The terms the coupon check described, for the plan type it was checked for (it refuses a coupon of the other). */
export function couponTermsOf(code: string, planType: PlanType | null, wire: CouponDescription): CouponTerms {
  const d = paiseIn(wire.couponCodeType === 'Fixed' ? FIXED_COUPON : COUPON_LIMITS, wire);
  const base = { code, planType, minSubTotalPaise: d.minAmount };
  return d.couponCodeType === 'Percentage'
    ? { ...base, kind: 'Percentage', percent: d.couponAmount, maxDiscountPaise: d.maxDiscount }
    : { ...base, kind: 'Fixed', amountOffPaise: d.couponAmount };
}

type TheatrePriceField =
  'offerPrice' | 'oneandhalfslotPrice' | 'extraPersonprice' | 'onehalfanhourExtraPersonPrice' | 'maxPeople' | 'maxSeating' | 'extraPerson';
/** A theatre's fields that the rules price, in paise (the server's answer, a seed read through the contract). */
export type TheatrePrices = Pick<z.output<typeof Theatre>, TheatrePriceField>;
/** The same as the API gives them (and the theatre card stores them): rupees. */
export type WireTheatrePrices = Pick<z.input<typeof Theatre>, TheatrePriceField>;

export const theatreTermsIn = (t: TheatrePrices): TheatreTerms => ({
  maxPeople: t.maxPeople,
  maxSeating: t.maxSeating,
  extraPerson: t.extraPerson,
  offerPricePaise: t.offerPrice,
  ninetyMinutePricePaise: t.oneandhalfslotPrice,
  extraPersonPricePaise: t.extraPersonprice,
  ninetyMinuteExtraPersonPricePaise: t.onehalfanhourExtraPersonPrice,
});

export const theatreTermsOf = (t: WireTheatrePrices): TheatreTerms => theatreTermsIn(paiseIn(THEATRE_AMOUNTS, t));

/** A theatre's terms as the theatre calls answer them. */
export const theatrePricesOf = (t: TheatreTerms): TheatrePrices => ({
  offerPrice: t.offerPricePaise,
  oneandhalfslotPrice: t.ninetyMinutePricePaise,
  extraPersonprice: t.extraPersonPricePaise,
  onehalfanhourExtraPersonPrice: t.ninetyMinuteExtraPersonPricePaise,
  extraPerson: t.extraPerson,
  maxPeople: t.maxPeople,
  maxSeating: t.maxSeating,
});

type PlanPriceField = 'offerPrice' | 'oneandhalfslotPrice' | 'extraPersonPrice' | 'noOfPersons' | 'theatrePriceIncluded';
/** A combo package's fields that the rules price, in paise. */
export type PlanPrices = Pick<z.output<typeof Plan>, PlanPriceField>;
/** The same as the API gives them: rupees. */
export type WirePlanPrices = Pick<z.input<typeof Plan>, PlanPriceField>;

export const planTermsOf = (wire: WirePlanPrices): PlanTerms => {
  const p = paiseIn(PLAN_AMOUNTS, wire as WirePlanPrices & { price?: number });
  return {
    noOfPersons: p.noOfPersons,
    theatrePriceIncluded: p.theatrePriceIncluded,
    offerPricePaise: p.offerPrice,
    ninetyMinutePricePaise: p.oneandhalfslotPrice,
    extraPersonPricePaise: p.extraPersonPrice,
  };
};

/** A combo package's terms as the plans call answers them. */
export const planPricesOf = (p: PlanTerms): PlanPrices => ({
  noOfPersons: p.noOfPersons,
  theatrePriceIncluded: p.theatrePriceIncluded,
  offerPrice: p.offerPricePaise,
  oneandhalfslotPrice: p.ninetyMinutePricePaise,
  extraPersonPrice: p.extraPersonPricePaise,
});

export const advanceTermsIn = (c: z.output<typeof Charges>): AdvanceTerms => ({
  basicPaise: c.advancePayment,
  comboPaise: c.comboAdvancePayment,
});
export const advanceTermsOf = (wire: z.input<typeof Charges>): AdvanceTerms => advanceTermsIn(paiseIn(CHARGES_AMOUNTS, wire));
export const chargesOf = (a: AdvanceTerms): z.output<typeof Charges> => ({
  advancePayment: a.basicPaise,
  comboAdvancePayment: a.comboPaise,
});

/** A booking's figures as every booking call answers them, in paise: the call's schema sends them as rupees. */
export const amountsOf = (f: BookingFigures, couponId: string): BookingAmounts => ({
  theatrePrice: f.theatrePricePaise,
  extraAddedPersonsForTheatre: f.extraPersons,
  extraPersonPrice: f.extraPersonPricePaise,
  occasionPrice: f.occasionPricePaise,
  cakePrice: f.cakesPricePaise,
  addonsPrice: f.addonsPricePaise,
  planOfferPrice: f.planOfferPricePaise,
  subTotal: f.subTotalPaise,
  couponId,
  couponAmount: f.couponAmountPaise,
  totalPrice: f.totalPaise,
  advancePayment: f.advancePaise,
  remainingAmount: f.remainingPaise,
});

/** The same in the wire's rupees, for a page that prices a booking as the server would (the wizard). */
export const wireAmountsOf = (f: BookingFigures, couponId: string): BookingAmounts => rupeesIn(BOOKING_AMOUNTS, amountsOf(f, couponId));

/** The figures a booking call answered (the wire's rupees), for the rules a page applies to them (what to pay now). */
export const figuresOf = (wire: BookingAmounts): BookingFigures => {
  const a = paiseIn(BOOKING_AMOUNTS, wire);
  return {
    theatrePricePaise: a.theatrePrice,
    extraPersons: a.extraAddedPersonsForTheatre,
    extraPersonPricePaise: a.extraPersonPrice,
    occasionPricePaise: a.occasionPrice,
    cakesPricePaise: a.cakePrice,
    addonsPricePaise: a.addonsPrice,
    planOfferPricePaise: a.planOfferPrice,
    subTotalPaise: a.subTotal,
    couponAmountPaise: a.couponAmount,
    totalPaise: a.totalPrice,
    advancePaise: a.advancePayment,
    remainingPaise: a.remainingAmount,
  };
};

/** An occasion's, a cake's (per 500 gm) or an add-on's price as the catalogue gave it (rupees), in paise. */
export const pricePaiseOf = (item: { price: number }): number => paiseIn(PRICE_AMOUNTS, item).price;

/** A cake's line as the wizard shows and sends it, from its price per 500 gm as the catalogue gave it (rupees both). */
export const cakeLineRupees = (pricePer500: number, weight: CakeWeight): number =>
  rupeesIn(PRICE_AMOUNTS, { price: cakeLinePaise(pricePaiseOf({ price: pricePer500 }), weight) }).price;
