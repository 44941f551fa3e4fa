import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position } from '../fieldTypes.ts';

export const gallery = defineKind({
  title: 'Gallery',
  one: 'photo',
  section: 'content',
  page: '/gallery',
  adds: true,
  removes: true,
  fields: z.object({
    image: Image(),
    alt: field(RequiredText(200), { label: 'Alt text', hint: 'What the photo shows, for people who cannot see it.' }),
    position: Position,
  }),
  store: { table: 'gallery', columns: { image: 'image', alt: 'alt' }, ordered: true },
});
