import { describe, expect, it } from 'vitest';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';
import {
  pricedKey,
  wizardAmounts,
  type ChoiceForQuote,
  type PricedChoices,
  type WizardAmounts,
} from '../../src/lib/booking/wizardQuote.ts';

/** Aurora (seed): ₹2148 a full slot for 2, up to 4 at ₹299 each; 90 minutes ₹1799, ₹249 each. */
const choice: ChoiceForQuote = {
  theatre: { _id: 'th-aurora', maxPeople: 2, maxSeating: 4, extraPerson: 'Yes' },
  time: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  date: '2030-01-10',
  prices: { offerPrice: 2148, oneandhalfslotPrice: 1799, extraPersonprice: 299, onehalfanhourExtraPersonPrice: 249 },
};
const charges = { advancePayment: 750, comboAdvancePayment: 1000 };
const basic: PricedChoices = { type: 'normal', persons: 3, occasion: null, cakes: [], addons: [], plan: null };
const flat400: CouponTerms = { code: 'FLAT400BASIC', kind: 'Fixed', amountOffPaise: 40000, planType: 'normal', minSubTotalPaise: 0 };

const run = (choices: PricedChoices, extra: Partial<Parameters<typeof wizardAmounts>[0]> = {}) =>
  wizardAmounts({ choice, choices, coupon: flat400, priced: null, charges, ...extra });

describe('wizardAmounts', () => {
  it('prices the details step by the rules: theatre, extra person, coupon, advance', () => {
    const { amounts, fromServer } = run(basic);
    expect(fromServer).toBe(false);
    expect(amounts).toMatchObject({
      theatrePrice: 2148,
      extraAddedPersonsForTheatre: 1,
      extraPersonPrice: 299,
      subTotal: 2447,
      couponAmount: 400,
      totalPrice: 2047,
      advancePayment: 750,
      remainingAmount: 1297,
    });
  });

  it('a new occasion replaces the previous one; cakes at their weights and add-ons add up', () => {
    const choices: PricedChoices = {
      ...basic,
      occasion: { _id: 'occ-anniversary', price: 349 },
      cakes: [
        { _id: 'c1', price: 499, weight: '1' },
        { _id: 'c2', price: 499, weight: '500' },
      ],
      addons: [{ _id: 'a1', price: 599 }],
    };
    expect(run(choices).amounts).toMatchObject({
      occasionPrice: 349,
      cakePrice: 1497,
      addonsPrice: 599,
      subTotal: 2447 + 349 + 1497 + 599,
      totalPrice: 2447 + 349 + 1497 + 599 - 400,
    });
  });

  it('a 90-minute slot uses the 1.5-hour prices', () => {
    const ninety = { ...choice, time: { slotId: 's4', fromTime: '19:30', toTime: '21:00' } };
    expect(wizardAmounts({ choice: ninety, choices: basic, coupon: null, priced: null, charges }).amounts).toMatchObject({
      theatrePrice: 1799,
      extraPersonPrice: 249,
      subTotal: 2048,
    });
  });

  it("a combo without its plan costs ₹0 (the spec's summary on the first steps)", () => {
    expect(run({ ...basic, type: 'combo' }).amounts).toMatchObject({ subTotal: 0, totalPrice: 0, advancePayment: 0 });
  });

  it("a combo with its plan: the plan (90-minute price for a 90-minute slot), the theatre only when not included, the plan's extra persons", () => {
    const plan = {
      _id: 'p1',
      name: 'Standard',
      price: 5899,
      offerPrice: 4100,
      oneandhalfslotPrice: 3700,
      extraPersonPrice: 349,
      noOfPersons: 2,
      theatrePriceIncluded: 'Yes' as const,
    };
    const combo: PricedChoices = { ...basic, type: 'combo', plan, persons: 4 };
    expect(run(combo, { coupon: null }).amounts).toMatchObject({
      planOfferPrice: 4100,
      theatrePrice: 0,
      extraAddedPersonsForTheatre: 2,
      extraPersonPrice: 698,
      subTotal: 4798,
      advancePayment: 1000,
    });
    const ninety = { ...choice, time: { slotId: 's4', fromTime: '19:30', toTime: '21:00' } };
    expect(
      wizardAmounts({
        choice: ninety,
        choices: { ...combo, plan: { ...plan, theatrePriceIncluded: 'No' } },
        coupon: null,
        priced: null,
        charges,
      }).amounts,
    ).toMatchObject({ planOfferPrice: 3700, theatrePrice: 1799, subTotal: 3700 + 1799 + 698 });
    // A basic booking ignores a plan left in the state.
    expect(run({ ...basic, plan }, { coupon: null }).amounts.planOfferPrice).toBe(0);
    expect(pricedKey(choice, combo)).not.toBe(pricedKey(choice, { ...combo, plan: { ...plan, _id: 'p2' } }));
  });

  it('a coupon added before the plan takes its amount off once the sub total reaches its minimum', () => {
    const plan = {
      _id: 'p1',
      name: 'Standard',
      price: 5899,
      offerPrice: 4100,
      oneandhalfslotPrice: 3700,
      extraPersonPrice: 349,
      noOfPersons: 2,
      theatrePriceIncluded: 'Yes' as const,
    };
    const coupon: CouponTerms = { code: 'FLAT700COMBO', kind: 'Fixed', amountOffPaise: 70000, planType: 'combo', minSubTotalPaise: 300000 };
    const before = { key: 'k', amounts: { ...run(basic).amounts, couponAmount: 0 } };
    expect(run({ ...basic, type: 'combo' }, { coupon, priced: before }).amounts).toMatchObject({ subTotal: 0, couponAmount: 0 });
    expect(run({ ...basic, type: 'combo', plan, persons: 2 }, { coupon, priced: before }).amounts).toMatchObject({
      subTotal: 4100,
      couponAmount: 700,
      totalPrice: 3400,
    });
    const capped: CouponTerms = {
      code: 'CELEBRATE10',
      kind: 'Percentage',
      percent: 10,
      planType: null,
      minSubTotalPaise: 200000,
      maxDiscountPaise: 30000,
    };
    expect(run({ ...basic, type: 'combo', plan: { ...plan, offerPrice: 9000 }, persons: 2 }, { coupon: capped }).amounts.couponAmount).toBe(
      300,
    );
  });

  it('a persons count not chosen yet is priced as one person', () => {
    expect(run({ ...basic, persons: 0 }).amounts).toMatchObject({ extraAddedPersonsForTheatre: 0, subTotal: 2148 });
  });

  it("shows the server's figures once it priced exactly these choices, and the rules' after any change", () => {
    const server: WizardAmounts = { ...run(basic).amounts, totalPrice: 1999, couponId: 'cpn-flat400basic' };
    const priced = { key: pricedKey(choice, basic), amounts: server };
    expect(run(basic, { priced })).toEqual({ amounts: server, fromServer: true });
    const changed = run({ ...basic, addons: [{ _id: 'a1', price: 599 }] }, { priced });
    expect(changed.fromServer).toBe(false);
    expect(changed.amounts.couponId).toBe('cpn-flat400basic');
    expect(changed.amounts.totalPrice).toBe(2047 + 599);
  });
});

describe('pricedKey', () => {
  it('changes with anything that changes the price, not with the order of add-ons', () => {
    const key = pricedKey(choice, basic);
    expect(pricedKey(choice, { ...basic, persons: 2 })).not.toBe(key);
    expect(pricedKey({ ...choice, date: '2030-01-11' }, basic)).not.toBe(key);
    expect(pricedKey(choice, { ...basic, cakes: [{ _id: 'c1', price: 499, weight: '1' }] })).not.toBe(
      pricedKey(choice, { ...basic, cakes: [{ _id: 'c1', price: 499, weight: '2' }] }),
    );
    const a = { _id: 'a', price: 1 };
    const b = { _id: 'b', price: 2 };
    expect(pricedKey(choice, { ...basic, addons: [a, b] })).toBe(pricedKey(choice, { ...basic, addons: [b, a] }));
  });
});
