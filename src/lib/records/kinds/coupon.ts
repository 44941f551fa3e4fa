import { z } from 'zod';
import { PRICE_MAX } from '../../api/deskCatalogue.ts';
import { defineKind } from '../defineKind.ts';
import { Count, CouponCode, DateOrEmpty, field, Rupees } from '../fieldTypes.ts';

export const coupon = defineKind({
  title: 'Coupons',
  one: 'coupon',
  section: 'catalogue',
  page: '/Checkout',
  adds: true,
  removes: false,
  fields: z
    .object({
      code: field(CouponCode, { label: 'Code' }),
      kind: field(z.enum(['Percentage', 'Fixed'], { error: 'must be Percentage or Fixed' }), { label: 'Discount' }),
      value: Count('Amount (percent, or ₹ when Fixed)', 1, PRICE_MAX),
      planType: field(z.enum(['any', 'normal', 'combo'], { error: 'must be any, normal or combo' }), { label: 'For plan' }),
      minAmount: Rupees('Least sub total (₹)'),
      maxDiscount: Rupees('Most taken off (₹, 0 for no limit)'),
      validFrom: field(DateOrEmpty, {
        label: 'Valid from',
        input: 'date',
        hint: 'Empty: from now on.',
      }),
      validTo: field(DateOrEmpty, {
        label: 'Valid to',
        input: 'date',
        hint: 'Empty: no end. The last day it can be used.',
      }),
      maxUses: Count('Most uses (0 for no limit)', 0, 1_000_000),
      active: field(z.boolean({ error: 'must be true or false' }), { label: 'Active' }),
    })
    .refine((c) => c.kind !== 'Percentage' || c.value <= 100, { path: ['value'], message: 'must be at most 100 percent' })
    .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, { path: ['validTo'], message: 'must not be before Valid from' }),
  store: {
    table: 'coupons',
    columns: {
      code: 'code',
      kind: 'kind',
      value: 'value',
      planType: 'plan_type',
      minAmount: 'min_amount',
      maxDiscount: 'max_discount',
      validFrom: 'valid_from',
      validTo: 'valid_to',
      maxUses: 'max_uses',
      active: 'active',
    },
    rupees: ['minAmount', 'maxDiscount'],
    nulls: { planType: 'any', maxDiscount: 0, validFrom: '', validTo: '', maxUses: 0 },
    texts: ['validFrom', 'validTo'],
    rupeesIf: { value: (f) => f.kind === 'Fixed' },
    orderSql: 'r.code',
  },
  unique: ['code'],
});
