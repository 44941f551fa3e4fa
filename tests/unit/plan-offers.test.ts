import { describe, expect, it } from 'vitest';
import { codeOnlyCoupon, couponAddedText } from '../../src/lib/booking/coupons.ts';
import { PLAN_OFFERS, planOfferLine } from '../../src/lib/booking/planOffers.ts';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';

/** The offer each plan comes with, and how the one-page booking tells of it. */

const flat700: CouponTerms = { code: 'FLAT700COMBO', planType: 'combo', minSubTotalPaise: 300000, kind: 'Fixed', amountOffPaise: 70000 };
const tenPercent: CouponTerms = {
  code: 'CELEBRATE10',
  planType: null,
  minSubTotalPaise: 0,
  kind: 'Percentage',
  percent: 10,
  maxDiscountPaise: null,
};

describe('plan offers', () => {
  it('are the plan cards’ codes of the spec: FLAT400BASIC for the basic plan, FLAT700COMBO for the combo', () => {
    expect(PLAN_OFFERS).toEqual({ normal: 'FLAT400BASIC', combo: 'FLAT700COMBO' });
  });

  it('say what the coupon takes off, and from which sub total, as the coupon check does', () => {
    expect(couponAddedText(flat700)).toBe('Coupon FLAT700COMBO added: ₹700 off on a sub total of ₹3,000 or more.');
    expect(couponAddedText(tenPercent)).toBe('Coupon CELEBRATE10 added: 10% off.');
  });

  it.each([
    ['the offer of the plan, described', 'combo', flat700, 'Coupon FLAT700COMBO added: ₹700 off on a sub total of ₹3,000 or more.'],
    ['the offer known by its code alone', 'combo', codeOnlyCoupon('FLAT700COMBO', 'combo'), null],
    ['the other plan’s offer', 'normal', flat700, null],
    ['a code the customer typed', 'combo', tenPercent, null],
    ['no coupon', 'combo', null, null],
  ] as const)('tell of %s', (_, type, coupon, line) => {
    expect(planOfferLine(type, coupon)).toBe(line);
  });
});
