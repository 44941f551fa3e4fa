import type { FoodCategory } from '../../../../src/lib/api/catalogue.ts';

type FoodType = FoodCategory['foodproducts'][number]['foodType'];

function category(id: string, name: string, products: [string, string, FoodType][]): FoodCategory {
  return {
    _id: `food-cat-${id}`,
    name,
    foodproducts: products.map(([pid, pname, foodType]) => ({
      _id: `food-${pid}`,
      name: pname,
      image: `/media/food/${pid}.jpg`,
      foodType,
    })),
  };
}

export const foodCategories: FoodCategory[] = [
  category('snacks', 'Snacks', [
    ['peri-peri-fries', 'Peri Peri Fries', 'Veg'],
    ['paneer-tikka', 'Paneer Tikka', 'Veg'],
    ['chilli-chicken', 'Chilli Chicken', 'Non-veg'],
    ['chicken-65', 'Chicken 65', 'Non-veg'],
    ['cheese-corn-nuggets', 'Cheese Corn Nuggets', 'Veg'],
  ]),
  category('pizzas', 'Pizzas', [
    ['margherita-pizza', 'Margherita Pizza', 'Veg'],
    ['tandoori-paneer-pizza', 'Tandoori Paneer Pizza', 'Veg'],
    ['bbq-chicken-pizza', 'BBQ Chicken Pizza', 'Non-veg'],
  ]),
  category('burgers', 'Burgers & Sandwiches', [
    ['veg-club-sandwich', 'Veg Club Sandwich', 'Veg'],
    ['crispy-chicken-burger', 'Crispy Chicken Burger', 'Non-veg'],
    ['aloo-tikki-burger', 'Aloo Tikki Burger', 'Veg'],
  ]),
  category('beverages', 'Beverages', [
    ['virgin-mojito', 'Virgin Mojito', 'Veg'],
    ['cold-coffee', 'Cold Coffee', 'Veg'],
    ['blue-lagoon', 'Blue Lagoon Mocktail', 'Veg'],
    ['fresh-lime-soda', 'Fresh Lime Soda', 'Veg'],
  ]),
  category('desserts', 'Desserts', [
    ['chocolate-brownie', 'Chocolate Brownie with Ice Cream', 'Veg'],
    ['double-ka-meetha', 'Double Ka Meetha', 'Veg'],
    ['gulab-jamun', 'Gulab Jamun (2 pcs)', 'Veg'],
  ]),
  category('combos', 'Meal Combos', [
    ['chicken-biryani-box', 'Hyderabadi Chicken Biryani Box', 'Non-veg'],
    ['veg-biryani-box', 'Veg Dum Biryani Box', 'Veg'],
  ]),
];

/** What the counter charges for a dish, in rupees; the dessert of the day is not sold at the counter. */
export const venueFoodPrices: Record<string, number> = {
  'food-peri-peri-fries': 149,
  'food-paneer-tikka': 249,
  'food-chilli-chicken': 279,
  'food-chicken-65': 269,
  'food-cheese-corn-nuggets': 179,
  'food-margherita-pizza': 299,
  'food-tandoori-paneer-pizza': 349,
  'food-bbq-chicken-pizza': 379,
  'food-veg-club-sandwich': 179,
  'food-crispy-chicken-burger': 219,
  'food-aloo-tikki-burger': 149,
  'food-virgin-mojito': 129,
  'food-cold-coffee': 149,
  'food-blue-lagoon': 139,
  'food-fresh-lime-soda': 99,
  'food-chocolate-brownie': 199,
  'food-gulab-jamun': 99,
  'food-chicken-biryani-box': 329,
  'food-veg-biryani-box': 279,
};
