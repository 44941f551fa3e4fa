import type { FoodCategory } from '../api/catalogue.ts';
import { buildCallOnce } from './buildCallOnce.ts';

/** The food menu by category (web/foodcategorywiseproducts). */
export async function getFoodMenu(): Promise<FoodCategory[]> {
  return (await buildCallOnce('foodMenu')).foodcategories;
}
