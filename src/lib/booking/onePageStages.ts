import type { Product } from '../api/catalogue.ts';
import type { WizardState } from '../stores/wizard.ts';

/**
 * The one-page form saves what the wizard saves over several steps, with the same calls, one after
 * another: the booking (details), then the occasion, then the cakes and add-ons of a basic booking
 * or the package of a combo.
 */
export type OnePageStage = 'details' | 'occasion' | 'cakes' | 'addons' | 'combo';

/**
 * The calls in order; a basic booking without an occasion skips it, a combo always has one. A combo
 * made on a booking the server already had empties its cake and add-on cart first: a combo's total
 * counts cart items, and the form offers none.
 */
export function onePageStages(wizard: Pick<WizardState, 'plan' | 'occasion'>, existing: boolean): OnePageStage[] {
  if (wizard.plan === 'combo') return existing ? ['details', 'occasion', 'cakes', 'addons', 'combo'] : ['details', 'occasion', 'combo'];
  return wizard.occasion ? ['details', 'occasion', 'cakes', 'addons'] : ['details', 'cakes', 'addons'];
}

export interface ProductGroup {
  name: string;
  products: Product[];
}

/** The add-on products (web/getallproducts) by their category, in the order the list gives them. */
export function groupByCategory(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, Product[]>();
  for (const p of products) groups.set(p.categoryName, [...(groups.get(p.categoryName) ?? []), p]);
  return [...groups].map(([name, list]) => ({ name, products: list }));
}
