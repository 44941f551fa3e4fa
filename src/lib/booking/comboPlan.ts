import type { Plan } from '../api/catalogue.ts';
import { paiseIn, PLAN_AMOUNTS } from '../api/wireAmounts.ts';
import { planSlotPricePaise } from './pricing.ts';
import { planTermsOf, type WirePlanPrices } from './wire.ts';
import type { ChosenPlan } from './wizardQuote.ts';

/**
 * A combo package as /ComboPlans shows it: the figures of its card, the plan the wizard keeps, and
 * its products split into the cake the customer picks a flavour of and the add-ons it includes.
 */

export interface PlanCardFigures {
  /** Struck through. */
  listPricePaise: number;
  /**
   * '₹x Off': the list price less what this slot pays, never negative, so that the three figures
   * add up (the offer price on a full slot, as the spec has it; the 90-minute price on a 90-minute one).
   */
  offPaise: number;
  /** What the package costs for this slot. */
  payPaise: number;
}

export function planCardFigures(plan: WirePlanPrices & Pick<Plan, 'price'>, isNinetyMinutes: boolean): PlanCardFigures {
  const listPricePaise = paiseIn(PLAN_AMOUNTS, plan).price;
  const payPaise = planSlotPricePaise(planTermsOf(plan), isNinetyMinutes);
  return { listPricePaise, offPaise: Math.max(0, listPricePaise - payPaise), payPaise };
}

/** What the wizard keeps of a chosen package: what its card and the summary show and what the rules price. */
export const chosenPlanOf = (plan: Plan): ChosenPlan => ({
  _id: plan._id,
  name: plan.name,
  price: plan.price,
  offerPrice: plan.offerPrice,
  oneandhalfslotPrice: plan.oneandhalfslotPrice,
  extraPersonPrice: plan.extraPersonPrice,
  noOfPersons: plan.noOfPersons,
  theatrePriceIncluded: plan.theatrePriceIncluded,
});

export interface PlanProductItem {
  _id: string;
  categoryName: string;
  name: string;
  image: string;
  cakeType?: 'egg' | 'eggless' | undefined;
}

export const CAKE_CATEGORY = 'cakes';

/** The package's cake (the first product in category 'cakes'), or null when it has none. */
export function planCakeOf(
  products: readonly PlanProductItem[],
): { _id: string; name: string; image: string; cakeType: 'egg' | 'eggless' | null } | null {
  const cake = products.find((p) => p.categoryName === CAKE_CATEGORY);
  return cake ? { _id: cake._id, name: cake.name, image: cake.image, cakeType: cake.cakeType ?? null } : null;
}

/** Everything else the package includes. */
export const includedAddons = (products: readonly PlanProductItem[]): PlanProductItem[] =>
  products.filter((p) => p.categoryName !== CAKE_CATEGORY);

/**
 * The flavours the package's cake can be (the server's rule): the everyday cakes of its type, or of
 * both types for a cake of no type.
 */
export function flavoursFor(
  cakeType: 'egg' | 'eggless' | null,
  flavours: { egg: readonly string[]; eggless: readonly string[] },
): string[] {
  return cakeType ? [...flavours[cakeType]] : [...new Set([...flavours.egg, ...flavours.eggless])];
}
