import type { BookingAmounts, PlanType } from '../api/booking.ts';
import type { Plan } from '../api/catalogue.ts';
import type { CakeWeight } from './cakeWeight.ts';
import { personLimit, withinPersonLimit } from './personLimit.ts';
import type { CouponTerms } from './priceTerms.ts';
import { quote } from './quote.ts';
import {
  advanceTermsOf,
  planTermsOf,
  pricePaiseOf,
  theatreTermsOf,
  type WirePlanPrices,
  type WireTheatrePrices,
  wireAmountsOf,
} from './wire.ts';

/**
 * The wizard's figures before the server has priced a change: the same rules (quote.ts) over what
 * the customer has chosen on screen, in the shape the server answers (rupees). Once the server has
 * priced exactly these choices, its figures are shown and sent instead (see `wizardAmounts`). The
 * wizard keeps the catalogue's entries as the API gave them (rupees); they are read as paise
 * (src/lib/api/wireAmounts.ts) as they reach the rules.
 */

/** The server's figures for a booking, rupees: the contract's own type (a type only: no zod reaches the browser). */
export type WizardAmounts = BookingAmounts;

/** What the theatre card's Book Now stored that the rules need (BookingChoice in the booking store). */
export interface ChoiceForQuote {
  theatre: { _id: string; maxPeople: number; maxSeating: number; extraPerson: 'Yes' | 'No' };
  time: { slotId: string; fromTime: string; toTime: string };
  date: string;
  prices: Omit<WireTheatrePrices, 'maxPeople' | 'maxSeating' | 'extraPerson'>;
}

/** A combo package as the wizard keeps it (rupees, as the API gave it): what its card shows and what the rules price. */
export type ChosenPlan = WirePlanPrices & Pick<Plan, '_id' | 'name' | 'price'>;

/** The customer's choices that change the price. */
export interface PricedChoices {
  type: PlanType;
  persons: number;
  /** Prices in rupees, as the catalogue gave them. */
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
export function wizardAmounts({ choice, choices, coupon, priced, charges }: WizardQuoteInput): {
  amounts: WizardAmounts;
  fromServer: boolean;
} {
  const key = pricedKey(choice, choices);
  if (priced && priced.key === key) return { amounts: priced.amounts, fromServer: true };
  const persons = withinPersonLimit(choices.persons, personLimit(choice.theatre)) ? choices.persons : 1;
  const q = quote({
    type: choices.type,
    theatre: theatreTermsOf({ ...choice.prices, ...choice.theatre }),
    slot: choice.time,
    persons,
    occasion: choices.type === 'normal' && choices.occasion ? { pricePaise: pricePaiseOf(choices.occasion) } : null,
    cakes: choices.cakes.map((c) => ({ pricePer500Paise: pricePaiseOf(c), weight: c.weight })),
    addons: choices.addons.map((a) => ({ pricePaise: pricePaiseOf(a) })),
    plan: choices.type === 'combo' && choices.plan ? planTermsOf(choices.plan) : null,
    coupon,
    advance: advanceTermsOf(charges),
  });
  return { amounts: wireAmountsOf(q, priced?.amounts.couponId ?? ''), fromServer: false };
}
