import type { FoodCategory } from '../api/catalogue.ts';
import { buildCall } from './buildClient.ts';

/** The food menu by category (web/foodcategorywiseproducts). */
export async function getFoodMenu(): Promise<FoodCategory[]> {
  return (await buildCall('foodMenu')).foodcategories;
}
