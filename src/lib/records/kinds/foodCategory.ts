import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Position } from '../fieldTypes.ts';

export const foodCategory = defineKind({
  title: 'Food menu: categories',
  one: 'category',
  section: 'content',
  page: '/Food',
  adds: true,
  removes: false,
  fields: z.object({ name: field(RequiredText(80), { label: 'Name' }), position: Position }),
  store: { table: 'food_categories', columns: { name: 'name' }, ordered: true },
});
