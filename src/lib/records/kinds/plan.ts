import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { Count, field, Lines, Rupees } from '../fieldTypes.ts';

export const plan = defineKind({
  title: 'Combo plans',
  one: 'plan',
  section: 'catalogue',
  page: '/ComboPlans',
  adds: false,
  removes: false,
  fields: z.object({
    name: field(RequiredText(120), { label: 'Name' }),
    noOfPersons: Count('People included', 1, 100),
    price: Rupees('Price before the offer (₹)'),
    offerPrice: Rupees('Price, full slot (₹)'),
    ninetyPrice: Rupees('Price, 90-minute slot (₹)'),
    extraPersonPrice: Rupees('Each extra person (₹)'),
    benefits: Lines("What's included", 'One per line.'),
    notIncluded: Lines("What's not included", 'One per line.'),
  }),
  store: {
    table: 'plans',
    columns: {
      name: 'name',
      noOfPersons: 'no_of_persons',
      price: 'price',
      offerPrice: 'offer_price',
      ninetyPrice: 'ninety_price',
      extraPersonPrice: 'extra_person_price',
      benefits: 'benefits',
      notIncluded: 'not_included',
    },
    rupees: ['price', 'offerPrice', 'ninetyPrice', 'extraPersonPrice'],
    labelSql: `r.name || ' (' || (select o.name from occasions o where o.id = r.occasion_id) || ', ' || (select t.name from theatres t where t.id = r.theatre_id) || ')'`,
    orderSql: 'r.occasion_id, r.theatre_id, r.sort, r.id',
  },
});
