import { z } from 'zod';
import { defineKind } from '../defineKind.ts';
import { Rupees } from '../fieldTypes.ts';
import { THEATRE_ORDER } from '../store.ts';

/** A theatre's prices: what the site shows and charges from the next Publish on. */
export const theatrePrice = defineKind({
  title: "Theatres' prices",
  one: 'prices',
  section: 'catalogue',
  page: '/theaters',
  adds: false,
  removes: false,
  ownEditor: true,
  fields: z.object({
    offerPrice: Rupees('Full slot price'),
    ninetyPrice: Rupees('90-minute slot price'),
    extraPersonPrice: Rupees('Extra person, full slot'),
    ninetyExtraPersonPrice: Rupees('Extra person, 90 minutes'),
  }),
  store: {
    table: 'theatres',
    columns: {
      offerPrice: 'offer_price',
      ninetyPrice: 'ninety_price',
      extraPersonPrice: 'extra_person_price',
      ninetyExtraPersonPrice: 'ninety_extra_person_price',
    },
    rupees: ['offerPrice', 'ninetyPrice', 'extraPersonPrice', 'ninetyExtraPersonPrice'],
    labelSql: 'r.name',
    orderSql: THEATRE_ORDER,
  },
});
