import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Lines, Position } from '../fieldTypes.ts';

export const highlight = defineKind({
  title: 'Home highlights',
  one: 'highlight',
  section: 'content',
  page: '/',
  adds: true,
  removes: true,
  fields: z.object({
    image: Image(),
    title: field(RequiredText(120), { label: 'Title' }),
    features: Lines('What it offers', 'One per line.'),
    position: Position,
  }),
  store: { table: 'highlights', columns: { image: 'image', title: 'title', features: 'features' }, ordered: true },
});
