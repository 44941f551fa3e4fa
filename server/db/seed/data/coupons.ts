import type { SeedCoupon } from '../types.ts';

export const coupons: SeedCoupon[] = [
  {
    _id: 'cpn-flat400basic',
    code: 'FLAT400BASIC',
    kind: 'Fixed',
    value: 400,
    planType: 'normal',
    minAmount: 1000,
    maxDiscount: null,
    active: true,
  },
  {
    _id: 'cpn-flat700combo',
    code: 'FLAT700COMBO',
    kind: 'Fixed',
    value: 700,
    planType: 'combo',
    minAmount: 3000,
    maxDiscount: null,
    active: true,
  },
  {
    _id: 'cpn-celebrate10',
    code: 'CELEBRATE10',
    kind: 'Percentage',
    value: 10,
    planType: null,
    minAmount: 2000,
    maxDiscount: 500,
    active: true,
  },
  {
    _id: 'cpn-diwali25',
    code: 'DIWALI25',
    kind: 'Percentage',
    value: 25,
    planType: null,
    minAmount: 3000,
    maxDiscount: 1000,
    active: false,
  },
];
