import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position, Rupees } from '../fieldTypes.ts';

export const addon = defineKind({
  title: 'Add-ons',
  one: 'add-on',
  section: 'catalogue',
  page: '/addons',
  adds: true,
  removes: true,
  fields: z.object({
    categoryId: field(RequiredText(64), { label: 'Category', ref: 'addon-category' }),
    name: field(RequiredText(120), { label: 'Name' }),
    price: Rupees('Price (₹)'),
    image: Image(),
    position: Position,
  }),
  store: {
    table: 'addon_products',
    columns: { categoryId: 'category_id', name: 'name', price: 'price', image: 'image' },
    rupees: ['price'],
    ordered: true,
  },
});
