import type { z } from 'zod';
import type { BookingAmounts, PlanType } from '../api/booking.ts';
import type { Charges, CheckCouponResponse, Plan } from '../api/catalogue.ts';
import type { Theatre } from '../api/theatres.ts';
import { toPaise, toRupees } from '../money.ts';
import { cakeLinePaise, type CakeWeight } from './cakeWeight.ts';
import type { AdvanceTerms, BookingFigures, CouponTerms, PlanTerms, TheatreTerms } from './priceTerms.ts';

/**
 * The edge between the rules' paise and the wire's rupees: the API speaks rupees (the spec's
 * contract), every rule paise. Each conversion is here once, in both directions.
 */

/** The coupon check's description of a coupon: its value (a percent, or rupees off) and limits in rupees. */
export type CouponDescription = Pick<z.infer<typeof CheckCouponResponse>, 'couponCodeType' | 'couponAmount' | 'minAmount' | 'maxDiscount'>;

export function couponDescriptionOf(terms: CouponTerms): CouponDescription {
  const limits = { couponCodeType: terms.kind, minAmount: toRupees(terms.minSubTotalPaise) };
  return terms.kind === 'Percentage'
    ? { ...limits, couponAmount: terms.percent, maxDiscount: terms.maxDiscountPaise === null ? null : toRupees(terms.maxDiscountPaise) }
    : { ...limits, couponAmount: toRupees(terms.amountOffPaise), maxDiscount: null };
}

/** The terms the coupon check described, for the plan type it was checked for (it refuses a coupon of the other). */
export function couponTermsOf(code: string, planType: PlanType, d: CouponDescription): CouponTerms {
  const base = { code, planType, minSubTotalPaise: toPaise(d.minAmount) };
  return d.couponCodeType === 'Percentage'
    ? { ...base, kind: 'Percentage', percent: d.couponAmount, maxDiscountPaise: d.maxDiscount === null ? null : toPaise(d.maxDiscount) }
    : { ...base, kind: 'Fixed', amountOffPaise: toPaise(d.couponAmount) };
}

/** A theatre's fields that the rules price, as the API gives them (and the theatre card stores them). */
export type WireTheatrePrices = Pick<
  Theatre,
  'offerPrice' | 'oneandhalfslotPrice' | 'extraPersonprice' | 'onehalfanhourExtraPersonPrice' | 'maxPeople' | 'maxSeating' | 'extraPerson'
>;

export const theatreTermsOf = (t: WireTheatrePrices): TheatreTerms => ({
  maxPeople: t.maxPeople,
  maxSeating: t.maxSeating,
  extraPerson: t.extraPerson,
  offerPricePaise: toPaise(t.offerPrice),
  ninetyMinutePricePaise: toPaise(t.oneandhalfslotPrice),
  extraPersonPricePaise: toPaise(t.extraPersonprice),
  ninetyMinuteExtraPersonPricePaise: toPaise(t.onehalfanhourExtraPersonPrice),
});

/** A theatre's terms as the API gives them (the theatre calls). */
export const theatrePricesOf = (t: TheatreTerms): WireTheatrePrices => ({
  offerPrice: toRupees(t.offerPricePaise),
  oneandhalfslotPrice: toRupees(t.ninetyMinutePricePaise),
  extraPersonprice: toRupees(t.extraPersonPricePaise),
  onehalfanhourExtraPersonPrice: toRupees(t.ninetyMinuteExtraPersonPricePaise),
  extraPerson: t.extraPerson,
  maxPeople: t.maxPeople,
  maxSeating: t.maxSeating,
});

/** A combo package's fields that the rules price, as the API gives them. */
export type WirePlanPrices = Pick<Plan, 'offerPrice' | 'oneandhalfslotPrice' | 'extraPersonPrice' | 'noOfPersons' | 'theatrePriceIncluded'>;

export const planTermsOf = (p: WirePlanPrices): PlanTerms => ({
  noOfPersons: p.noOfPersons,
  theatrePriceIncluded: p.theatrePriceIncluded,
  offerPricePaise: toPaise(p.offerPrice),
  ninetyMinutePricePaise: toPaise(p.oneandhalfslotPrice),
  extraPersonPricePaise: toPaise(p.extraPersonPrice),
});

/** A combo package's terms as the API gives them (the plans call). */
export const planPricesOf = (p: PlanTerms): WirePlanPrices => ({
  noOfPersons: p.noOfPersons,
  theatrePriceIncluded: p.theatrePriceIncluded,
  offerPrice: toRupees(p.offerPricePaise),
  oneandhalfslotPrice: toRupees(p.ninetyMinutePricePaise),
  extraPersonPrice: toRupees(p.extraPersonPricePaise),
});

type WireCharges = z.infer<typeof Charges>;

export const advanceTermsOf = (c: WireCharges): AdvanceTerms => ({
  basicPaise: toPaise(c.advancePayment),
  comboPaise: toPaise(c.comboAdvancePayment),
});
export const chargesOf = (a: AdvanceTerms): WireCharges => ({
  advancePayment: toRupees(a.basicPaise),
  comboAdvancePayment: toRupees(a.comboPaise),
});

const amountsIn =
  (money: (paise: number) => number) =>
  (f: BookingFigures, couponId: string): BookingAmounts => ({
    theatrePrice: money(f.theatrePricePaise),
    extraAddedPersonsForTheatre: f.extraPersons,
    extraPersonPrice: money(f.extraPersonPricePaise),
    occasionPrice: money(f.occasionPricePaise),
    cakePrice: money(f.cakesPricePaise),
    addonsPrice: money(f.addonsPricePaise),
    planOfferPrice: money(f.planOfferPricePaise),
    subTotal: money(f.subTotalPaise),
    couponId,
    couponAmount: money(f.couponAmountPaise),
    totalPrice: money(f.totalPaise),
    advancePayment: money(f.advancePaise),
    remainingAmount: money(f.remainingPaise),
  });

/** A booking's figures as every booking call answers them, in paise: the call's schema sends them as rupees. */
export const amountsOf = amountsIn((paise) => paise);

/** The same in the wire's rupees, for a page that prices a booking as the server would (the wizard). */
export const wireAmountsOf = amountsIn(toRupees);

/** The figures a booking call answered, for the rules a page applies to them (what to pay now). */
export const figuresOf = (a: BookingAmounts): BookingFigures => ({
  theatrePricePaise: toPaise(a.theatrePrice),
  extraPersons: a.extraAddedPersonsForTheatre,
  extraPersonPricePaise: toPaise(a.extraPersonPrice),
  occasionPricePaise: toPaise(a.occasionPrice),
  cakesPricePaise: toPaise(a.cakePrice),
  addonsPricePaise: toPaise(a.addonsPrice),
  planOfferPricePaise: toPaise(a.planOfferPrice),
  subTotalPaise: toPaise(a.subTotal),
  couponAmountPaise: toPaise(a.couponAmount),
  totalPaise: toPaise(a.totalPrice),
  advancePaise: toPaise(a.advancePayment),
  remainingPaise: toPaise(a.remainingAmount),
});

/** A cake's line as the wizard shows and sends it, from its price per 500 gm as the catalogue gave it. */
export const cakeLineRupees = (pricePer500: number, weight: CakeWeight): number => toRupees(cakeLinePaise(toPaise(pricePer500), weight));
