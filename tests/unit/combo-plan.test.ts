import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/lib/api/catalogue.ts';
import { chosenPlanOf, flavoursFor, includedAddons, planCakeOf, planCardFigures } from '../../src/lib/booking/comboPlan.ts';
import { planSlotPricePaise } from '../../src/lib/booking/pricing.ts';
import { planTermsOf, theatreTermsOf } from '../../src/lib/booking/wire.ts';
import { quote } from '../../src/lib/booking/quote.ts';

const plan: Plan = {
  _id: 'plan-aurora-birthday-standard',
  name: 'Standard',
  noOfPersons: 2,
  price: 5899,
  offerPrice: 4100,
  oneandhalfslotPrice: 3700,
  extraPersonPrice: 349,
  theatrePriceIncluded: 'Yes',
  benefits: ['Fog entry'],
  notIncluded: ['Food and beverages'],
};

describe('planCardFigures (CP-08, CP-09, CP-10)', () => {
  it('strikes the list price, takes the offer price off it, and asks the offer price for a full slot', () => {
    expect(planCardFigures(plan, false)).toEqual({ listPricePaise: 589900, offPaise: 179900, payPaise: 410000 });
  });

  it('asks the 90-minute price for a 90-minute slot; the saving stays list less offer', () => {
    // The figures add up on a 90-minute slot too: list price less the saving is the price.
    expect(planCardFigures(plan, true)).toEqual({ listPricePaise: 589900, offPaise: 219900, payPaise: 370000 });
  });

  it('never shows a negative saving, and keeps paise exact', () => {
    expect(planCardFigures({ ...plan, price: 4000 }, false).offPaise).toBe(0);
    expect(planCardFigures({ ...plan, price: 4100.3, offerPrice: 4000.1 }, false).offPaise).toBe(10020);
  });

  it('is the price the rules charge for the package', () => {
    const theatre = theatreTermsOf({
      offerPrice: 2148,
      oneandhalfslotPrice: 1799,
      extraPersonprice: 299,
      onehalfanhourExtraPersonPrice: 249,
      maxPeople: 2,
      maxSeating: 4,
      extraPerson: 'Yes',
    });
    const advance = { basicPaise: 75000, comboPaise: 100000 };
    for (const [slot, ninety] of [
      [{ fromTime: '09:00', toTime: '12:00' }, false],
      [{ fromTime: '19:30', toTime: '21:00' }, true],
    ] as const) {
      const q = quote({ type: 'combo', theatre, slot, persons: 2, plan: planTermsOf(plan), advance });
      expect(q.planOfferPricePaise).toBe(planSlotPricePaise(planTermsOf(plan), ninety));
      expect(q.planOfferPricePaise).toBe(planCardFigures(plan, ninety).payPaise);
    }
  });
});

describe('chosenPlanOf', () => {
  it('keeps what the card, the summary and the rules need, not the lists', () => {
    expect(chosenPlanOf(plan)).toEqual({
      _id: plan._id,
      name: 'Standard',
      price: 5899,
      offerPrice: 4100,
      oneandhalfslotPrice: 3700,
      extraPersonPrice: 349,
      noOfPersons: 2,
      theatrePriceIncluded: 'Yes',
    });
  });
});

describe('plan products (CP-17, CP-19)', () => {
  const products = [
    { _id: 'p-led', categoryName: 'decoration', name: 'LED letters', image: '/media/a.jpg' },
    { _id: 'p-cake', categoryName: 'cakes', name: 'Black Forest', image: '/media/c.jpg', cakeType: 'egg' as const },
    { _id: 'p-fog', categoryName: 'entry', name: 'Fog entry', image: '/media/f.jpg' },
  ];

  it("finds the package's cake in category 'cakes' and leaves the rest as included add-ons", () => {
    expect(planCakeOf(products)).toEqual({ _id: 'p-cake', name: 'Black Forest', image: '/media/c.jpg', cakeType: 'egg' });
    expect(includedAddons(products).map((p) => p._id)).toEqual(['p-led', 'p-fog']);
  });

  it('has no cake when the package lists none, and a cake of no type says so', () => {
    expect(planCakeOf(products.filter((p) => p.categoryName !== 'cakes'))).toBeNull();
    expect(planCakeOf([{ _id: 'x', categoryName: 'cakes', name: 'Any', image: '' }])?.cakeType).toBeNull();
  });
});

describe('flavoursFor (the server rule of updatecombo)', () => {
  const flavours = { egg: ['Black Forest', 'Pineapple'], eggless: ['Pineapple', 'Butterscotch'] };
  it("offers the everyday cakes of the cake's type", () => {
    expect(flavoursFor('egg', flavours)).toEqual(['Black Forest', 'Pineapple']);
    expect(flavoursFor('eggless', flavours)).toEqual(['Pineapple', 'Butterscotch']);
  });
  it('offers every everyday cake once for a cake of no type', () => {
    expect(flavoursFor(null, flavours)).toEqual(['Black Forest', 'Pineapple', 'Butterscotch']);
  });
});
