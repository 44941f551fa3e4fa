import type { Plan } from '../api/catalogue.ts';
import type { ChosenPlan } from './wizardQuote.ts';

/**
 * A combo package as the one-page form shows it: the price to pay for the chosen slot, its cake
 * (the plan product in category 'cakes') and the add-ons it includes.
 */

/** What the package costs for this slot: its 90-minute price for a 90-minute slot. */
export const planPriceToPay = (plan: Pick<Plan, 'offerPrice' | 'oneandhalfslotPrice'>, isNinetyMinutes: boolean): number =>
  isNinetyMinutes ? plan.oneandhalfslotPrice : plan.offerPrice;

/** The package as the wizard keeps and prices it. */
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

interface PlanProductLike {
  _id: string;
  categoryName: string;
  name: string;
  cakeType?: 'egg' | 'eggless';
}

/** The package's cake and the add-ons it includes. */
export function planParts<P extends PlanProductLike>(products: readonly P[]): { cake: (P & { cakeType: 'egg' | 'eggless' }) | null; included: P[] } {
  const cake = products.find((p) => p.categoryName.toLowerCase() === 'cakes') ?? null;
  return {
    cake: cake ? { ...cake, cakeType: cake.cakeType ?? 'egg' } : null,
    included: products.filter((p) => p !== cake),
  };
}
