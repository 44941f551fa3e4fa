import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Position } from '../fieldTypes.ts';

export const addonCategory = defineKind({
  title: 'Add-on categories',
  one: 'category',
  section: 'catalogue',
  page: '/addons',
  adds: true,
  removes: false,
  fields: z.object({ name: field(RequiredText(80), { label: 'Name' }), position: Position }),
  store: { table: 'addon_categories', columns: { name: 'name' }, ordered: true },
});
