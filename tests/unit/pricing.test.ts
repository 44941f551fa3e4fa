import { describe, expect, it } from 'vitest';
import { lessLabel, slotPricing } from '../../src/lib/booking/pricing.ts';

const aurora = { offerPrice: 2148, oneandhalfslotPrice: 1799, extraPersonprice: 299, onehalfanhourExtraPersonPrice: 249 };

describe('slotPricing (THR-41, THR-43, PRICE-05, PRICE-06)', () => {
  it.each([
    // slot                      ninety  price  extra  lessBy
    [null, false, 2148, 299, 0],
    [{ fromTime: '09:00', toTime: '12:00' }, false, 2148, 299, 0],
    [{ fromTime: '19:30', toTime: '21:00' }, true, 1799, 249, 349],
    [{ fromTime: '23:30', toTime: '01:00' }, true, 1799, 249, 349], // 90 minutes across midnight
    [{ fromTime: '21:30', toTime: '23:15' }, false, 2148, 299, 0], // 105 minutes: a full-price slot
  ])('%o: 90 minutes %s, ₹%i, extra ₹%i, %i less', (slot, isNinetyMinutes, price, extraPersonPrice, lessBy) => {
    expect(slotPricing(aurora, slot)).toEqual({ isNinetyMinutes, price, extraPersonPrice, lessBy });
  });

  it('takes the difference without float drift', () => {
    expect(slotPricing({ ...aurora, offerPrice: 2148.3, oneandhalfslotPrice: 1799.1 }, { fromTime: '10:00', toTime: '11:30' }).lessBy).toBe(349.2);
  });

  it('never shows a negative saving', () => {
    expect(slotPricing({ ...aurora, oneandhalfslotPrice: 2500 }, { fromTime: '10:00', toTime: '11:30' }).lessBy).toBe(0);
  });
});

describe('lessLabel', () => {
  it.each([
    [349, 'Rs 349 less'],
    [1500, 'Rs 1,500 less'],
    [125000, 'Rs 1,25,000 less'],
  ])('%i: %s', (rupees, label) => expect(lessLabel(rupees)).toBe(label));
});
