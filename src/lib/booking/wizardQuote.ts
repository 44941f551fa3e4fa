import { toPaise, toRupees } from '../money.ts';
import type { CakeWeight } from './cakeWeight.ts';
import { personLimit, withinPersonLimit } from './personLimit.ts';
import type { CouponTerms } from './priceTerms.ts';
import { quote, type Quote, type QuotePlan, type QuotePlanType } from './quote.ts';
import type { BookingAmounts } from '../api/booking.ts';

/**
 * The wizard's figures before the server has priced a change: the same rules (quote.ts) over what
 * the customer has chosen on screen, in the shape the server answers (rupees). Once the server has
 * priced exactly these choices, its figures are shown and sent instead (see `wizardAmounts`).
 */

/** The server's figures for a booking, rupees: the contract's own type (a type only: no zod reaches the browser). */
export type WizardAmounts = BookingAmounts;

/** What the theatre card's Book Now stored that the rules need (BookingChoice in the booking store). */
export interface ChoiceForQuote {
  theatre: { _id: string; maxPeople: number; maxSeating: number; extraPerson: 'Yes' | 'No' };
  time: { slotId: string; fromTime: string; toTime: string };
  date: string;
  prices: { offerPrice: number; oneandhalfslotPrice: number; extraPersonprice: number; onehalfanhourExtraPersonPrice: number };
}

/** A combo package as the wizard keeps it: what its card shows and what the rules price. */
export interface ChosenPlan extends QuotePlan {
  _id: string;
  name: string;
  /** The list price, struck through on the card. */
  price: number;
}

/** The customer's choices that change the price. */
export interface PricedChoices {
  type: QuotePlanType;
  persons: number;
  occasion: { _id: string; price: number } | null;
  cakes: { _id: string; price: number; weight: CakeWeight }[];
  addons: { _id: string; price: number }[];
  /** The combo package; ignored for a basic booking. */
  plan: ChosenPlan | null;
}

/** The server's last answer and the choices it priced. */
export interface Priced {
  key: string;
  amounts: WizardAmounts;
}

/** Identifies a set of choices (with the slot): equal keys, equal prices. */
export function pricedKey(choice: ChoiceForQuote, c: PricedChoices): string {
  return JSON.stringify([
    choice.theatre._id,
    choice.date,
    choice.time.slotId,
    c.type,
    c.persons,
    c.occasion?._id ?? null,
    c.cakes.map((k) => [k._id, k.weight]),
    c.addons.map((a) => a._id).sort(),
    c.type === 'combo' ? (c.plan?._id ?? null) : null,
  ]);
}

/** The quote as it crosses the wire, in rupees: what the server answers and the wizard shows meanwhile. */
export function amountsOfQuote(q: Quote, couponId: string): WizardAmounts {
  return {
    theatrePrice: toRupees(q.theatrePrice),
    extraAddedPersonsForTheatre: q.extraPersons,
    extraPersonPrice: toRupees(q.extraPersonPrice),
    occasionPrice: toRupees(q.occasionPrice),
    cakePrice: toRupees(q.cakesPrice),
    addonsPrice: toRupees(q.addonsPrice),
    planOfferPrice: toRupees(q.planOfferPrice),
    subTotal: toRupees(q.subTotal),
    couponId,
    couponAmount: toRupees(q.couponAmount),
    totalPrice: toRupees(q.total),
    advancePayment: toRupees(q.advance),
    remainingAmount: toRupees(q.remaining),
  };
}

export interface WizardQuoteInput {
  choice: ChoiceForQuote;
  choices: PricedChoices;
  coupon: CouponTerms | null;
  priced: Priced | null;
  charges: { advancePayment: number; comboAdvancePayment: number };
}

/**
 * The figures for the choices on screen: the server's, when it last priced exactly these; else the
 * rules' own (`fromServer` false). A persons count the theatre cannot take yet (the form is still
 * being filled) is priced as one person.
 */
export function wizardAmounts({ choice, choices, coupon, priced, charges }: WizardQuoteInput): { amounts: WizardAmounts; fromServer: boolean } {
  const key = pricedKey(choice, choices);
  if (priced && priced.key === key) return { amounts: priced.amounts, fromServer: true };
  const persons = withinPersonLimit(choices.persons, personLimit(choice.theatre)) ? choices.persons : 1;
  const q = quote({
    type: choices.type,
    theatre: { ...choice.prices, ...choice.theatre },
    slot: choice.time,
    persons,
    occasion: choices.type === 'normal' ? choices.occasion : null,
    cakes: choices.cakes,
    addons: choices.addons,
    plan: choices.type === 'combo' ? choices.plan : null,
    coupon,
    charges,
  });
  return { amounts: amountsOfQuote(q, priced?.amounts.couponId ?? ''), fromServer: false };
}
