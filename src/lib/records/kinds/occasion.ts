import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position, Rupees } from '../fieldTypes.ts';

export const occasion = defineKind({
  title: 'Occasions',
  one: 'occasion',
  section: 'catalogue',
  page: '/Occassions',
  adds: true,
  removes: false,
  fields: z.object({
    name: field(RequiredText(80), { label: 'Name' }),
    price: Rupees('Price (₹)'),
    image: Image(),
    position: Position,
  }),
  store: { table: 'occasions', columns: { name: 'name', price: 'price', image: 'image' }, rupees: ['price'], ordered: true },
});
