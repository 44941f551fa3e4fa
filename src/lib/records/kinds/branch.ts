import { z } from 'zod';
import { RequiredText, Text } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { field, Url } from '../fieldTypes.ts';

export const branch = defineKind({
  title: 'Branches',
  one: 'branch',
  section: 'catalogue',
  page: '/theaters',
  adds: false,
  removes: false,
  fields: z.object({
    name: field(RequiredText(120), { label: 'Name' }),
    city: field(RequiredText(80), { label: 'City' }),
    landmark: field(Text(200), { label: 'Landmark' }),
    addressLine1: field(Text(200), { label: 'Address line 1' }),
    addressLine2: field(Text(200), { label: 'Address line 2' }),
    mapUrl: Url('Map link'),
    parking: field(z.boolean({ error: 'must be true or false' }), { label: 'Parking available' }),
  }),
  store: {
    table: 'locations',
    idColumn: 'key',
    columns: {
      name: 'name',
      city: 'city',
      landmark: 'landmark',
      addressLine1: 'address_line1',
      addressLine2: 'address_line2',
      mapUrl: 'map_url',
      parking: 'parking',
    },
  },
  guarded: true,
});
