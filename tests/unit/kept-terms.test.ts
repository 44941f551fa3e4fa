import { describe, expect, it } from 'vitest';
import { keptTerms } from '../../src/lib/booking/keptTerms.ts';
import { CatalogueTerms } from '../../src/lib/booking/priceTerms.ts';

const plan = (id: string, offerPricePaise: number) => ({
  id,
  noOfPersons: 2,
  theatrePriceIncluded: 'Yes' as const,
  offerPricePaise,
  ninetyMinutePricePaise: offerPricePaise - 40_000,
  extraPersonPricePaise: 34_900,
});
const coupon = (id: string, amountOffPaise: number) => ({
  id,
  terms: { code: id.toUpperCase(), planType: null, minSubTotalPaise: 100_000, kind: 'Fixed' as const, amountOffPaise },
});

/** What a booking was made with: an occasion, a plan, a cake, an add-on and a coupon. */
const kept: CatalogueTerms = {
  occasion: { id: 'occ-birthday', pricePaise: 29_900 },
  plan: plan('plan-a', 410_000),
  cakes: { 'cake-a': 49_900 },
  addons: { 'addon-a': 49_900 },
  coupon: coupon('cpn-a', 40_000),
};

/** The catalogue after an editor published new prices for all of them. */
const published: CatalogueTerms = {
  occasion: { id: 'occ-birthday', pricePaise: 39_900 },
  plan: plan('plan-a', 450_000),
  cakes: { 'cake-a': 59_900 },
  addons: { 'addon-a': 59_900 },
  coupon: coupon('cpn-a', 20_000),
};

describe('the catalogue prices a booking is priced with', () => {
  it('are what it was made with for everything it still has, though new ones were published', () => {
    expect(keptTerms(kept, published)).toEqual(kept);
  });

  it("are the catalogue's now for what is new to it: another occasion, plan, coupon, an added cake or add-on", () => {
    const now: CatalogueTerms = {
      occasion: { id: 'occ-proposal', pricePaise: 49_900 },
      plan: plan('plan-b', 500_000),
      cakes: { 'cake-a': 59_900, 'cake-b': 69_900 },
      addons: { 'addon-a': 59_900, 'addon-b': 19_900 },
      coupon: coupon('cpn-b', 10_000),
    };
    expect(keptTerms(kept, now)).toEqual({
      occasion: now.occasion,
      plan: now.plan,
      cakes: { 'cake-a': 49_900, 'cake-b': 69_900 },
      addons: { 'addon-a': 49_900, 'addon-b': 19_900 },
      coupon: now.coupon,
    });
  });

  it('leave out what it no longer has, so an item put back later takes the price of that day', () => {
    const none: CatalogueTerms = { occasion: null, plan: null, cakes: {}, addons: {}, coupon: null };
    expect(keptTerms(kept, none)).toEqual(none);
    expect(keptTerms(keptTerms(kept, none), published)).toEqual(published);
  });

  it("are the catalogue's now for a booking made before prices were kept", () => {
    expect(keptTerms(null, published)).toEqual(published);
  });

  it('take no price from a product id that names a property of every object', () => {
    const now: CatalogueTerms = { ...published, cakes: { constructor: 10_000, toString: 20_000 } };
    expect(keptTerms(kept, now).cakes).toEqual({ constructor: 10_000, toString: 20_000 });
  });

  it('are what the schema describes, so the database holds what the next change reads', () => {
    expect(CatalogueTerms.parse(keptTerms(kept, published))).toEqual(kept);
    expect(CatalogueTerms.safeParse({ ...kept, cakes: { 'cake-a': 499.5 } }).success).toBe(false);
  });
});
