import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position, VenuePrice } from '../fieldTypes.ts';

export const food = defineKind({
  title: 'Food menu',
  one: 'dish',
  section: 'content',
  page: '/Food',
  adds: true,
  removes: true,
  fields: z.object({
    categoryId: field(RequiredText(64), { label: 'Category', ref: 'food-category' }),
    name: field(RequiredText(120), { label: 'Name' }),
    foodType: field(z.enum(['Veg', 'Non-veg'], { error: 'must be Veg or Non-veg' }), { label: 'Veg or non-veg' }),
    image: Image(),
    price: VenuePrice,
    position: Position,
  }),
  store: {
    table: 'food_products',
    columns: { categoryId: 'category_id', name: 'name', foodType: 'food_type', image: 'image', price: 'price' },
    rupees: ['price'],
    ordered: true,
  },
});
