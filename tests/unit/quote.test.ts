import { describe, expect, it } from 'vitest';
import { personLimit } from '../../src/lib/booking/personLimit.ts';
import type { CouponTerms, PlanTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import { quote, type QuoteInput } from '../../src/lib/booking/quote.ts';
import { advance, aurora, celebrate10 } from './quoteTerms.ts';
import { cakeLinePaise, type CakeWeight } from '../../src/lib/booking/cakeWeight.ts';

/** Every figure below is paise. */
const closedRoom: TheatreTerms = { ...aurora, extraPerson: 'No' };
const full = { fromTime: '09:00', toTime: '12:00' };
const ninety = { fromTime: '19:30', toTime: '21:00' };
const base: QuoteInput = { type: 'normal', theatre: aurora, slot: full, persons: 2, advance };

const standard: PlanTerms = {
  offerPricePaise: 410000,
  ninetyMinutePricePaise: 370000,
  extraPersonPricePaise: 34900,
  noOfPersons: 2,
  theatrePriceIncluded: 'Yes',
};
const roomOnTop: PlanTerms = { ...standard, offerPricePaise: 300000, ninetyMinutePricePaise: 260000, theatrePriceIncluded: 'No' };

const flat400basic: CouponTerms = {
  code: 'FLAT400BASIC',
  kind: 'Fixed',
  amountOffPaise: 40000,
  planType: 'normal',
  minSubTotalPaise: 100000,
};
const flat700combo: CouponTerms = {
  code: 'FLAT700COMBO',
  kind: 'Fixed',
  amountOffPaise: 70000,
  planType: 'combo',
  minSubTotalPaise: 300000,
};

describe('theatre price for the slot (PRICE-05, PRICE-06)', () => {
  it.each([
    ['a full slot: the offer price', full, 214800],
    ['a 90-minute slot: the 1.5-hour price', ninety, 179900],
    ['a 90-minute slot across midnight', { fromTime: '23:30', toTime: '01:00' }, 179900],
  ])('%s', (_, slot, theatrePrice) => {
    const q = quote({ ...base, slot });
    expect(q.theatrePricePaise).toBe(theatrePrice);
    expect(q.subTotalPaise).toBe(theatrePrice);
    expect(q.totalPaise).toBe(theatrePrice);
  });
});

describe('extra persons', () => {
  it.each([
    // theatre,    slot,   persons, extra, rate,  charge
    [aurora, full, 1, 0, 29900, 0],
    [aurora, full, 2, 0, 29900, 0], // at maxPeople
    [aurora, full, 3, 1, 29900, 29900],
    [aurora, full, 4, 2, 29900, 59800], // at maxSeating
    [aurora, ninety, 4, 2, 24900, 49800], // the 90-minute extra-person price
    [closedRoom, full, 2, 0, 29900, 0], // at maxPeople, the limit without extra persons
  ] as const)('%#: %i persons -> %i extra at %i = %i', (theatre, slot, persons, extra, rate, charge) => {
    const q = quote({ ...base, theatre, slot, persons });
    expect([q.extraPersons, q.extraPersonRatePaise, q.extraPersonPricePaise]).toEqual([extra, rate, charge]);
    expect(q.subTotalPaise).toBe(q.theatrePricePaise + charge);
  });

  it.each([
    [aurora, 4],
    [closedRoom, 2],
    [{ ...aurora, maxSeating: 6 }, 6],
  ] as const)('the limit is maxSeating only when extra persons are allowed (%#)', (theatre, limit) => {
    expect(personLimit(theatre)).toBe(limit);
    expect(() => quote({ ...base, theatre, persons: limit })).not.toThrow();
    expect(() => quote({ ...base, theatre, persons: limit + 1 })).toThrow(RangeError);
  });

  it.each([0, -1, 2.5])('refuses %s persons', (persons) => {
    expect(() => quote({ ...base, persons })).toThrow(RangeError);
  });
});

describe('occasion', () => {
  it('adds the chosen occasion, and a new one replaces it rather than adding to it', () => {
    expect(quote({ ...base, occasion: { pricePaise: 29900 } }).subTotalPaise).toBe(214800 + 29900);
    expect(quote({ ...base, occasion: { pricePaise: 49900 } }).subTotalPaise).toBe(214800 + 49900);
    expect(quote({ ...base, occasion: null }).occasionPricePaise).toBe(0);
  });
  it('is part of the combo plan, not charged on top', () => {
    expect(quote({ ...base, type: 'combo', plan: standard, occasion: { pricePaise: 29900 } }).occasionPricePaise).toBe(0);
  });
});

describe('cakes by weight: x1, x2, x4, x6 of the 500 gm price', () => {
  it.each([
    ['500', 49900],
    ['1', 99800],
    ['2', 199600],
    ['3', 299400],
  ] as [CakeWeight, number][])('%s -> %i', (weight, line) => {
    expect(cakeLinePaise(49900, weight)).toBe(line);
    const q = quote({ ...base, cakes: [{ pricePer500Paise: 49900, weight }] });
    expect(q.cakeLinesPaise).toEqual([line]);
    expect(q.subTotalPaise).toBe(214800 + line);
  });
  it('adds several cakes and add-ons', () => {
    const q = quote({
      ...base,
      cakes: [
        { pricePer500Paise: 49900, weight: '1' },
        { pricePer500Paise: 59950, weight: '500' },
      ],
      addons: [{ pricePaise: 79900 }, { pricePaise: 1 }],
    });
    expect(q.cakesPricePaise).toBe(99800 + 59950);
    expect(q.addonsPricePaise).toBe(79901);
    expect(q.subTotalPaise).toBe(214800 + 99800 + 59950 + 79901);
  });
});

describe('combo', () => {
  it.each([
    ['full slot, theatre included', standard, full, 410000, 0],
    ['90-minute slot, theatre included', standard, ninety, 370000, 0],
    ['full slot, theatre on top', roomOnTop, full, 300000, 214800],
    ['90-minute slot, theatre on top at its 90-minute price', roomOnTop, ninety, 260000, 179900],
  ] as const)('%s', (_, plan, slot, planOfferPrice, theatrePrice) => {
    const q = quote({ ...base, type: 'combo', plan, slot });
    expect([q.planOfferPricePaise, q.theatrePricePaise]).toEqual([planOfferPrice, theatrePrice]);
    expect(q.subTotalPaise).toBe(planOfferPrice + theatrePrice);
    expect(q.advancePaise).toBe(100000);
    expect(q.remainingPaise).toBe(q.totalPaise - 100000);
  });
  it("charges persons above the plan's count at the plan's price, plus the cart", () => {
    const q = quote({ ...base, type: 'combo', plan: standard, persons: 4, addons: [{ pricePaise: 49900 }] });
    expect([q.extraPersons, q.extraPersonPricePaise]).toEqual([2, 69800]);
    expect(q.subTotalPaise).toBe(410000 + 69800 + 49900);
  });
  it("costs nothing before a plan is chosen (the spec's ₹0)", () => {
    const q = quote({ ...base, type: 'combo', persons: 4, occasion: { pricePaise: 29900 } });
    expect([q.subTotalPaise, q.totalPaise, q.advancePaise, q.remainingPaise, q.extraPersonPricePaise]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('coupons', () => {
  it.each([
    // name, input, status, coupon, total
    ['FLAT400BASIC on basic', { coupon: flat400basic }, 'applied', 40000, 174800],
    ['FLAT400BASIC on a combo', { type: 'combo', plan: standard, coupon: flat400basic }, 'otherPlanType', 0, 410000],
    ['FLAT700COMBO on a combo', { type: 'combo', plan: standard, coupon: flat700combo }, 'applied', 70000, 340000],
    ['FLAT700COMBO on basic', { coupon: flat700combo }, 'otherPlanType', 0, 214800],
    ['a combo coupon before the plan (below its minimum)', { type: 'combo', coupon: flat700combo }, 'belowMinimum', 0, 0],
    ['percentage one paisa below its minimum', { coupon: { ...celebrate10, minSubTotalPaise: 214801 } }, 'belowMinimum', 0, 214800],
    ['percentage at its minimum', { coupon: { ...celebrate10, minSubTotalPaise: 214800 } }, 'applied', 21480, 193320],
    [
      'percentage up to its cap',
      { persons: 4, cakes: [{ pricePer500Paise: 49900, weight: '3' }], coupon: celebrate10 },
      'applied',
      50000,
      214800 + 59800 + 299400 - 50000,
    ],
    ['a fixed coupon larger than the sub total', { coupon: { ...flat400basic, amountOffPaise: 500000 } }, 'applied', 214800, 0],
  ] as [string, Partial<QuoteInput>, string, number, number][])('%s', (_, input, status, couponAmount, total) => {
    const q = quote({ ...base, ...input });
    expect(q.couponStatus).toBe(status);
    expect(q.couponAmountPaise).toBe(couponAmount);
    expect(q.totalPaise).toBe(total);
    expect(q.totalPaise).toBeGreaterThanOrEqual(0);
  });

  it.each([
    // sub total (paise) from the occasion; 10% rounds to the nearest whole paisa
    [333335, 33334], // .5 rounds up
    [333334, 33333],
    [333336, 33334],
  ])('percentage of %i is %i paise', (subTotal, off) => {
    const theatre = { ...aurora, offerPricePaise: subTotal };
    const q = quote({ ...base, theatre, coupon: { ...celebrate10, maxDiscountPaise: null, minSubTotalPaise: 0 } });
    expect(q.subTotalPaise).toBe(subTotal);
    expect(q.couponAmountPaise).toBe(off);
    expect(Number.isInteger(q.totalPaise)).toBe(true);
  });

  it('is recomputed from the new sub total whenever the cart changes', () => {
    const coupon = { ...celebrate10, minSubTotalPaise: 0, maxDiscountPaise: null };
    expect(quote({ ...base, coupon }).couponAmountPaise).toBe(21480);
    expect(quote({ ...base, coupon, addons: [{ pricePaise: 100000 }] }).couponAmountPaise).toBe(31480);
  });
});

describe('advance and remaining', () => {
  it.each([
    ['basic', base, 75000],
    ['combo', { ...base, type: 'combo', plan: standard }, 100000],
    ['never more than the total', { ...base, coupon: { ...flat400basic, amountOffPaise: 200000 } }, 14800],
  ] as [string, QuoteInput, number][])('%s', (_, input, advance) => {
    const q = quote(input);
    expect(q.advancePaise).toBe(advance);
    expect(q.remainingPaise).toBe(q.totalPaise - advance);
  });
});
