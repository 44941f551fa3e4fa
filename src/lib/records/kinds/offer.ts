import { z } from 'zod';
import { RequiredText } from '../../api/fields.ts';
import { defineKind } from '../defineKind.ts';
import { CouponCode, field } from '../fieldTypes.ts';

export const offer = defineKind({
  title: 'Home offer',
  one: 'offer',
  section: 'content',
  page: '/',
  adds: false,
  removes: false,
  fields: z.object({
    title: field(RequiredText(120), { label: 'Title' }),
    description: field(RequiredText(500), { label: 'Description', input: 'textarea' }),
    code: field(CouponCode, { label: 'Coupon code' }),
  }),
  store: { document: 'offer' },
});
