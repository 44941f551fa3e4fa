import { z } from 'zod';
import { Text } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Image, Position } from '../fieldTypes.ts';

export const homeSlide = defineKind({
  title: 'Home banner',
  one: 'banner slide',
  section: 'content',
  page: '/',
  adds: true,
  removes: true,
  fields: z.object({
    image: Image('Banner image'),
    title: field(Text(120), { label: 'Title' }),
    subtitle: field(Text(200), { label: 'Subtitle' }),
    position: Position,
  }),
  store: { table: 'home_sliders', columns: { image: 'image', title: 'title', subtitle: 'subtitle' }, ordered: true },
});
