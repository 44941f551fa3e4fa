import { z } from 'zod';
import { RequiredText, Text } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, RichText } from '../fieldTypes.ts';

export const about = defineKind({
  title: 'About',
  one: 'About text',
  section: 'content',
  page: '/about',
  adds: false,
  removes: false,
  fields: z.object({
    title: field(RequiredText(120), { label: 'Title' }),
    description: RichText('Text'),
    image: Image(),
  }),
  store: { document: 'about' },
});
