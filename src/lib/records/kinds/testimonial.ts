import { z } from 'zod';
import { RequiredName, RequiredText, Text } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { Count, field, Position } from '../fieldTypes.ts';

export const testimonial = defineKind({
  title: 'Testimonials',
  one: 'testimonial',
  section: 'content',
  page: '/Reviews',
  adds: true,
  removes: true,
  fields: z.object({
    name: field(RequiredName(100), { label: 'Name' }),
    location: field(Text(100), { label: 'Place' }),
    rating: Count('Rating (1 to 5)', 1, 5),
    description: field(RequiredText(1000), { label: 'Review', input: 'textarea' }),
    occasion: field(Text(100), { label: 'Occasion' }),
    position: Position,
  }),
  store: {
    table: 'testimonials',
    columns: { name: 'name', location: 'location', rating: 'rating', description: 'description', occasion: 'occasion' },
    ordered: true,
  },
});
