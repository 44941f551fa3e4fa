import { describe, expect, it } from 'vitest';
import { lessLabel, slotPrice } from '../../src/lib/booking/pricing.ts';

/** Aurora's prices, paise. */
const aurora = {
  offerPricePaise: 214800,
  ninetyMinutePricePaise: 179900,
  extraPersonPricePaise: 29900,
  ninetyMinuteExtraPersonPricePaise: 24900,
};

describe('slotPrice (THR-41, THR-43, PRICE-05, PRICE-06)', () => {
  it.each([
    // slot                      ninety  price  extra  lessBy
    [null, false, 214800, 29900, 0],
    [{ fromTime: '09:00', toTime: '12:00' }, false, 214800, 29900, 0],
    [{ fromTime: '19:30', toTime: '21:00' }, true, 179900, 24900, 34900],
    [{ fromTime: '23:30', toTime: '01:00' }, true, 179900, 24900, 34900], // 90 minutes across midnight
    [{ fromTime: '21:30', toTime: '23:15' }, false, 214800, 29900, 0], // 105 minutes: a full-price slot
    [{ fromTime: '10:00', toTime: '11:29' }, false, 214800, 29900, 0], // 89 minutes: not a 90-minute slot
  ])('%o: 90 minutes %s, %i paise, extra %i, %i less', (slot, isNinetyMinutes, pricePaise, extraPersonPricePaise, lessByPaise) => {
    expect(slotPrice(aurora, slot)).toEqual({ isNinetyMinutes, pricePaise, extraPersonPricePaise, lessByPaise });
  });

  it('takes the difference in whole paise', () => {
    expect(
      slotPrice({ ...aurora, offerPricePaise: 214830, ninetyMinutePricePaise: 179910 }, { fromTime: '10:00', toTime: '11:30' }).lessByPaise,
    ).toBe(34920);
  });

  it('never shows a negative saving', () => {
    expect(slotPrice({ ...aurora, ninetyMinutePricePaise: 250000 }, { fromTime: '10:00', toTime: '11:30' }).lessByPaise).toBe(0);
  });
});

describe('lessLabel', () => {
  it.each([
    [34900, 'Rs 349 less'],
    [150000, 'Rs 1,500 less'],
    [12500000, 'Rs 1,25,000 less'],
    [34920, 'Rs 349.2 less'],
  ])('%i paise: %s', (paise, label) => expect(lessLabel(paise)).toBe(label));
});
