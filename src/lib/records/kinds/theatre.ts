import { z } from 'zod';
import { RequiredText, Text } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { Count, field, Url } from '../fieldTypes.ts';
import { THEATRE_ORDER } from '../store.ts';

export const theatre = defineKind({
  title: 'Theatres',
  one: 'theatre',
  section: 'catalogue',
  page: '/theaters',
  adds: false,
  removes: false,
  fields: z
    .object({
      name: field(RequiredText(120), { label: 'Name' }),
      description: field(Text(2000), { label: 'Description', input: 'textarea' }),
      maxSeating: Count('Seats', 1, 100),
      maxPeople: Count('People included in the price', 1, 100),
      video: Url('Video link'),
      active: field(z.boolean({ error: 'must be true or false' }), {
        label: 'Open for booking',
        hint: 'Off: the site no longer shows it.',
      }),
    })
    .refine((t) => t.maxSeating >= t.maxPeople, { path: ['maxPeople'], message: 'must be at most the seats' }),
  store: {
    table: 'theatres',
    columns: {
      name: 'name',
      description: 'description',
      maxSeating: 'max_seating',
      maxPeople: 'max_people',
      video: 'video',
      active: 'active',
    },
    labelSql: `r.name || ' (' || (select l.name from locations l where l.key = r.location_key) || ')'`,
    orderSql: THEATRE_ORDER,
  },
  guarded: true,
});
