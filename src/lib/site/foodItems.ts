import type { FoodCategory } from '../api/catalogue.ts';

export type FoodItem = FoodCategory['foodproducts'][number];

export interface FoodItems {
  /** Every product, category after category, as 'All Items' shows them. */
  all: FoodItem[];
  veg: FoodItem[];
  nonVeg: FoodItem[];
}

/**
 * The menu's products in one list and split by foodType. A product listed under two categories is
 * shown once (the first time it appears), so no grid repeats a card.
 */
export function foodItems(categories: readonly FoodCategory[]): FoodItems {
  const seen = new Set<string>();
  const all: FoodItem[] = [];
  for (const category of categories) {
    for (const product of category.foodproducts) {
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      all.push(product);
    }
  }
  return {
    all,
    veg: all.filter((item) => item.foodType === 'Veg'),
    nonVeg: all.filter((item) => item.foodType === 'Non-veg'),
  };
}
