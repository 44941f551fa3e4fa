import type { CatalogueTerms } from './priceTerms.ts';

/**
 * The catalogue's prices a booking is priced with: for each item it already had (the same occasion,
 * plan, cake, add-on, dish or coupon, by id) the price it was made with, for an item new to it the
 * catalogue's now. What it no longer has is dropped, so an item taken out and put back later comes
 * back at the price of that day, as a new booking would pay. `kept` null: a booking made before
 * prices were kept, priced from the catalogue as it is.
 */
export function keptTerms(kept: CatalogueTerms | null, now: CatalogueTerms): CatalogueTerms {
  if (!kept) return now;
  return {
    occasion: sameOne(kept.occasion, now.occasion),
    plan: sameOne(kept.plan, now.plan),
    cakes: byId(kept.cakes, now.cakes),
    addons: byId(kept.addons, now.addons),
    ...(now.food ? { food: byId(kept.food ?? {}, now.food) } : {}),
    coupon: sameOne(kept.coupon, now.coupon),
  };
}

const sameOne = <T extends { id: string }>(kept: T | null, now: T | null): T | null => (now && kept?.id === now.id ? kept : now);

// Object.hasOwn: a product id is the catalogue's text, never a path into the prototype.
const byId = (kept: Record<string, number>, now: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(now).map(([id, price]) => [id, Object.hasOwn(kept, id) ? kept[id] : price]));
