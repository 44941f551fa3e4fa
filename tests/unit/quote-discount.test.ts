import { describe, expect, it } from 'vitest';
import { discountOf, discountTakenPaise } from '../../src/lib/booking/discount.ts';
import { quote, type QuoteInput } from '../../src/lib/booking/quote.ts';
import { advance, aurora, celebrate10 } from './quoteTerms.ts';

/** A manager's discount in the one price rule: after the coupon, never below a total of 0. Paise throughout. */
const base: QuoteInput = { type: 'normal', theatre: aurora, slot: { fromTime: '09:00', toTime: '12:00' }, persons: 2, advance };

describe("a manager's discount in the quote", () => {
  it('takes nothing off without one, and says so', () => {
    expect(quote(base)).toMatchObject({ subTotalPaise: 214800, discountAmountPaise: 0, totalPaise: 214800 });
  });

  it('comes off after the coupon (a percentage of the sub total, not of the discounted price), with the advance on the new total', () => {
    const q = quote({ ...base, coupon: celebrate10, discountPaise: 50000 });
    // 10% of ₹2,148 is ₹214.80; then ₹500 off.
    expect(q).toMatchObject({ couponAmountPaise: 21480, discountAmountPaise: 50000, totalPaise: 214800 - 21480 - 50000 });
    expect(q.advancePaise).toBe(75000);
    expect(q.remainingPaise).toBe(q.totalPaise - 75000);
  });

  it('takes at most what is left after the coupon: a total of 0, an advance of 0', () => {
    const q = quote({ ...base, coupon: celebrate10, discountPaise: 10_000_000 });
    expect(q).toMatchObject({ discountAmountPaise: 214800 - 21480, totalPaise: 0, advancePaise: 0, remainingPaise: 0 });
  });

  it('leaves the advance whole while the total stays above it', () => {
    expect(quote({ ...base, discountPaise: 100 })).toMatchObject({ totalPaise: 214700, advancePaise: 75000 });
    expect(quote({ ...base, discountPaise: 214800 - 50000 })).toMatchObject({ totalPaise: 50000, advancePaise: 50000 });
  });
});

describe('what a stored discount took off', () => {
  it('is the amount, or what was left after the coupon; none when nothing was given', () => {
    expect(discountTakenPaise(50000, 200000)).toBe(50000);
    expect(discountTakenPaise(50000, 30000)).toBe(30000);
    expect(discountTakenPaise(50000, 0)).toBe(0);
    const figures = { subTotalPaise: 214800, couponAmountPaise: 40000 };
    expect(discountOf(figures, { discountPaise: 50000, discountReason: 'Regular' })).toEqual({ amountPaise: 50000, reason: 'Regular' });
    expect(discountOf(figures, {})).toBeNull();
    expect(discountOf({ subTotalPaise: 40000, couponAmountPaise: 40000 }, { discountPaise: 50000, discountReason: 'x' })).toBeNull();
  });
});
