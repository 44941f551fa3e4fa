import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TYPE, paymentSplit } from '../../src/lib/booking/paymentAmounts.ts';
import type { BookingFigures } from '../../src/lib/booking/priceTerms.ts';
import { amountsOf, figuresOf } from '../../src/lib/booking/wire.ts';
import { orderRows, type BookingForOrder } from '../../src/lib/booking/orderRows.ts';

const NO_FIGURES: BookingFigures = {
  theatrePricePaise: 0,
  extraPersons: 0,
  extraPersonPricePaise: 0,
  occasionPricePaise: 0,
  cakesPricePaise: 0,
  addonsPricePaise: 0,
  planOfferPricePaise: 0,
  subTotalPaise: 0,
  couponAmountPaise: 0,
  totalPaise: 0,
  advancePaise: 0,
  remainingPaise: 0,
};

describe('payment split (PRICE-18, CHK-09)', () => {
  const booking = { totalPaise: 274700, advancePaise: 75000 };

  it('defaults to the full amount', () => {
    expect(DEFAULT_PAYMENT_TYPE).toBe('fullpayment');
  });

  it('full payment: the whole total now, nothing remaining', () => {
    expect(paymentSplit(booking, 'fullpayment')).toEqual({ payNowPaise: 274700, remainingPaise: 0 });
  });

  it('partial payment: the advance now, the total less the advance remaining', () => {
    expect(paymentSplit(booking, 'partialpayment')).toEqual({ payNowPaise: 75000, remainingPaise: 199700 });
  });

  it("keeps the server's rupee fractions exact", () => {
    const figures = figuresOf({ ...amountsOf(NO_FIGURES, ''), totalPrice: 1999.9, advancePayment: 750.3 });
    expect(paymentSplit(figures, 'partialpayment')).toEqual({ payNowPaise: 75030, remainingPaise: 124960 });
  });

  it('never pays more than the total as an advance', () => {
    expect(paymentSplit({ totalPaise: 50000, advancePaise: 75000 }, 'partialpayment')).toEqual({ payNowPaise: 50000, remainingPaise: 0 });
  });
});

const occasions = { 'occ-birthday': 'Birthday' };
const basic: BookingForOrder = {
  type: 'normal',
  theaterName: 'Aurora',
  noOfPersons: 3,
  theatrePrice: 2148,
  extraAddedPersonsForTheatre: 1,
  extraPersonPrice: 299,
  occasionId: 'occ-birthday',
  occasionPrice: 299,
  planId: null,
  planOfferPrice: 0,
  productId: null,
  flavour: '',
  cakes: [{ _id: 'cake-egg-black-forest', name: 'Black Forest', type: 'cake', cakeType: 'egg', price: 998, quantity: '1' }],
  addons: [{ _id: 'addon-fog-entry', name: 'Fog Entry', type: 'other', price: 499, quantity: 1 }],
};

describe('order rows (CHK-03)', () => {
  it('a basic booking: theatre, extra persons, occasion, then each cake with its weight and each add-on', () => {
    expect(orderRows(basic, occasions, null)).toEqual([
      { item: 'Theatre', detail: 'Aurora (3 people)', price: 2148 },
      { item: 'Extra Persons', detail: '1 person', price: 299 },
      { item: 'Occasion', detail: 'Birthday', price: 299 },
      { item: 'Cake', detail: 'Black Forest, 1 kg', price: 998 },
      { item: 'Add-on', detail: 'Fog Entry', price: 499 },
    ]);
  });

  it('no occasion yet: the row says so, with no price', () => {
    const rows = orderRows(
      { ...basic, occasionId: null, occasionPrice: 0, extraAddedPersonsForTheatre: 0, cakes: [], addons: [] },
      occasions,
      null,
    );
    expect(rows).toEqual([
      { item: 'Theatre', detail: 'Aurora (3 people)', price: 2148 },
      { item: 'Occasion', detail: 'Not chosen', price: null },
    ]);
  });

  const combo: BookingForOrder = {
    ...basic,
    type: 'combo',
    noOfPersons: 2,
    theatrePrice: 0,
    extraAddedPersonsForTheatre: 0,
    extraPersonPrice: 0,
    occasionPrice: 0,
    planId: 'plan-aurora-birthday-standard',
    planOfferPrice: 4100,
    productId: 'cake-egg-black-forest',
    flavour: 'Butterscotch',
    cakes: [],
    addons: [],
  };

  it('a combo whose plan includes the theatre: Included, then the plan with its price and its cake', () => {
    expect(orderRows(combo, occasions, 'Standard')).toEqual([
      { item: 'Theatre', detail: 'Aurora (2 people)', price: 'Included' },
      { item: 'Occasion', detail: 'Birthday', price: 'Included' },
      { item: 'Combo Plan', detail: 'Standard', price: 4100 },
      { item: 'Cake', detail: 'Butterscotch (in the plan)', price: 'Included' },
    ]);
  });

  it("a combo whose plan leaves the theatre out charges the theatre; an unknown plan name reads 'Combo package'", () => {
    const rows = orderRows({ ...combo, theatrePrice: 2148 }, occasions, null);
    expect(rows[0]).toEqual({ item: 'Theatre', detail: 'Aurora (2 people)', price: 2148 });
    expect(rows[2]).toEqual({ item: 'Combo Plan', detail: 'Combo package', price: 4100 });
  });
});
