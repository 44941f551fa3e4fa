import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position } from '../fieldTypes.ts';

export const aboutFeature = defineKind({
  title: 'About: features',
  one: 'feature',
  section: 'content',
  page: '/about',
  adds: true,
  removes: true,
  fields: z.object({
    title: field(RequiredText(120), { label: 'Title' }),
    description: field(RequiredText(1000), { label: 'Description', input: 'textarea' }),
    image: Image(),
    position: Position,
  }),
  store: { table: 'about_features', columns: { title: 'title', description: 'description', image: 'image' }, ordered: true },
});
