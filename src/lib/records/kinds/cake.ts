import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position, Rupees } from '../fieldTypes.ts';

export const cake = defineKind({
  title: 'Cakes',
  one: 'cake',
  section: 'catalogue',
  page: '/cakes',
  adds: true,
  removes: true,
  fields: z.object({
    name: field(RequiredText(120), { label: 'Name' }),
    cakeType: field(z.enum(['egg', 'eggless'], { error: 'must be egg or eggless' }), { label: 'Egg or eggless' }),
    isPremium: field(z.boolean({ error: 'must be true or false' }), { label: 'Premium' }),
    price: Rupees('Price per 500 g (₹)'),
    image: Image(),
    position: Position,
  }),
  store: {
    table: 'cakes',
    columns: { name: 'name', cakeType: 'cake_type', isPremium: 'is_premium', price: 'price', image: 'image' },
    rupees: ['price'],
    ordered: true,
  },
});
