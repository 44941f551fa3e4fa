import { describe, expect, it } from 'vitest';
import { theatres as seedTheatres } from '../../server/db/seed/data/theatres.ts';
import { plans as seedPlans } from '../../server/db/seed/data/plans.ts';
import { planCardLines } from '../../src/islands/booking/plans.ts';
import { CheckCouponResponse, Charges, Plan } from '../../src/lib/api/catalogue.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { Theatre } from '../../src/lib/api/theatres.ts';
import { basicPlanFrom, comboPlanFrom } from '../../src/lib/booking/planFrom.ts';
import { cakeLinePaise, type CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import { applyCoupon, codeOnlyCoupon, couponDiscountPaise } from '../../src/lib/booking/coupons.ts';
import { advancePaise, amountDuePaise, remainingAfterPaise } from '../../src/lib/booking/paymentAmounts.ts';
import { extraPersonsFor, personLimit, withinPersonLimit } from '../../src/lib/booking/personLimit.ts';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';
import { isNinetyMinuteSlot } from '../../src/lib/booking/slots.ts';
import {
  advanceTermsOf,
  amountsOf,
  cakeLineRupees,
  chargesOf,
  couponDescriptionOf,
  couponTermsOf,
  figuresOf,
  planPricesOf,
  planTermsOf,
  theatrePricesOf,
  theatreTermsOf,
  wireAmountsOf,
} from '../../src/lib/booking/wire.ts';
import { wizardAmounts } from '../../src/lib/booking/wizardQuote.ts';

/** Each price rule of src/lib/booking, once, table by table. Every amount here is integer paise. */

describe.each([
  // maxPeople, maxSeating, extraPerson, limit
  { maxPeople: 2, maxSeating: 4, extraPerson: 'Yes', limit: 4 },
  { maxPeople: 2, maxSeating: 4, extraPerson: 'No', limit: 2 },
  { maxPeople: 6, maxSeating: 4, extraPerson: 'Yes', limit: 6 }, // seats below the included count: never fewer than included
  { maxPeople: 1, maxSeating: 1, extraPerson: 'Yes', limit: 1 },
] as const)('personLimit of $maxPeople included, $maxSeating seats, extra persons $extraPerson', (room) => {
  it(`takes ${room.limit}`, () => expect(personLimit(room)).toBe(room.limit));
  it.each([
    [1, true],
    [room.limit, true],
    [room.limit + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s persons: %s', (persons, ok) => expect(withinPersonLimit(persons, personLimit(room))).toBe(ok));
});

describe('extraPersonsFor', () => {
  it.each([
    [1, 2, 0],
    [2, 2, 0],
    [3, 2, 1],
    [10, 4, 6],
    [0, 0, 0],
  ])('%i persons with %i included: %i extra', (persons, included, extra) => expect(extraPersonsFor(persons, included)).toBe(extra));
});

const fixed = (amountOffPaise: number, minSubTotalPaise = 0): CouponTerms => ({
  code: 'F',
  kind: 'Fixed',
  amountOffPaise,
  planType: null,
  minSubTotalPaise,
});
const percent = (p: number, maxDiscountPaise: number | null = null, minSubTotalPaise = 0): CouponTerms => ({
  code: 'P',
  kind: 'Percentage',
  percent: p,
  maxDiscountPaise,
  planType: null,
  minSubTotalPaise,
});

describe('couponDiscountPaise: a percentage rounds to the nearest paisa, half a paisa up; nothing takes off more than the sub total', () => {
  it.each([
    ['10% of 333334 (33333.4)', percent(10), 333334, 33333],
    ['10% of 333335 (33333.5: half up)', percent(10), 333335, 33334],
    ['10% of 333336 (33333.6)', percent(10), 333336, 33334],
    ['25% of 2 (0.5: half up)', percent(25), 2, 1],
    ['25% of 1 (0.25)', percent(25), 1, 0],
    ['33% of 101 (33.33)', percent(33), 101, 33],
    ['10% held to its cap', percent(10, 50000), 900000, 50000],
    ['10% just under its cap', percent(10, 50000), 499990, 49999],
    ['a cap of 0', percent(10, 0), 900000, 0],
    ['100%', percent(100), 123457, 123457],
    ['0%', percent(0), 123457, 0],
    ['a percentage of 0', percent(10), 0, 0],
    ['fixed', fixed(40000), 250000, 40000],
    ['fixed larger than the sub total', fixed(40000), 30000, 30000],
    ['fixed off 0', fixed(40000), 0, 0],
    ['fixed of 0', fixed(0), 250000, 0],
  ])('%s', (_, coupon, subTotal, off) => {
    expect(couponDiscountPaise(coupon, subTotal)).toBe(off);
    expect(Number.isInteger(couponDiscountPaise(coupon, subTotal))).toBe(true);
  });
});

describe('applyCoupon: plan type, then minimum, then the discount', () => {
  const basicOnly: CouponTerms = { ...fixed(40000, 100000), planType: 'normal' };
  it.each([
    ['no coupon', null, 'normal', 250000, 'none', 0],
    ['its plan type', basicOnly, 'normal', 250000, 'applied', 40000],
    ['the other plan type', basicOnly, 'combo', 250000, 'otherPlanType', 0],
    ['either plan type', fixed(40000), 'combo', 250000, 'applied', 40000],
    ['the minimum exactly met', basicOnly, 'normal', 100000, 'applied', 40000],
    ['one paisa below the minimum', basicOnly, 'normal', 99999, 'belowMinimum', 0],
    ['a sub total of 0 with a minimum', basicOnly, 'normal', 0, 'belowMinimum', 0],
    ['a sub total of 0 without one', fixed(40000), 'normal', 0, 'applied', 0],
    ['a percentage at its minimum', percent(10, null, 214800), 'normal', 214800, 'applied', 21480],
    ['a plan card coupon before the check', codeOnlyCoupon('FLAT400BASIC', 'normal'), 'normal', 250000, 'applied', 0],
  ] as const)('%s', (_, coupon, type, subTotal, status, amountPaise) => {
    expect(applyCoupon(coupon, type, subTotal)).toEqual({ status, amountPaise });
  });
});

describe('coupon terms on the wire (the coupon check speaks rupees)', () => {
  it.each([
    [
      { ...fixed(40000, 100000), planType: 'normal' },
      { couponCodeType: 'Fixed', couponAmount: 400, minAmount: 1000, maxDiscount: null },
    ],
    [
      { ...percent(10, 50000, 200000), planType: 'combo' },
      { couponCodeType: 'Percentage', couponAmount: 10, minAmount: 2000, maxDiscount: 500 },
    ],
    [
      { ...percent(25), planType: 'normal' },
      { couponCodeType: 'Percentage', couponAmount: 25, minAmount: 0, maxDiscount: null },
    ],
    [
      { ...fixed(1, 1), planType: 'combo' },
      { couponCodeType: 'Fixed', couponAmount: 0.01, minAmount: 0.01, maxDiscount: null },
    ],
  ] as [CouponTerms, ReturnType<typeof couponDescriptionOf>][])('%#: described in rupees and read back in paise', (terms, described) => {
    // The coupon check's answer is encoded by its schema: its limits are codecs, a Fixed coupon's value is rupees already.
    expect(encodeMoney(CheckCouponResponse, couponDescriptionOf(terms))).toEqual(described);
    expect(couponTermsOf(terms.code, terms.planType!, described)).toEqual(terms);
  });
});

describe('the cake line: its 500 gm price x1, x2, x4, x6 (spec section 9)', () => {
  it.each([
    // per 500 gm (paise), weight, line (paise)
    [49900, '500', 49900],
    [49900, '1', 99800],
    [49900, '2', 199600],
    [49900, '3', 299400],
    [59950, '3', 359700],
    [1, '3', 6],
    [0, '2', 0],
  ] as [number, CakeWeight, number][])('%i per 500 gm at %s: %i', (per500, weight, line) => {
    expect(cakeLinePaise(per500, weight)).toBe(line);
    // The wizard's rupees (shown, and sent to the server) are the same line, without float residue.
    expect(cakeLineRupees(per500 / 100, weight)).toBe(line / 100);
  });

  it.each([
    [0.1, '3', 0.6], // 0.1 x 6 is 0.6000000000000001 in floats
    [333.33, '3', 1999.98],
    [0.07, '2', 0.28], // 0.07 x 4 is 0.28000000000000003
  ] as [number, CakeWeight, number][])('₹%s at %s is exactly ₹%s', (per500, weight, line) =>
    expect(cakeLineRupees(per500, weight)).toBe(line),
  );
});

describe.each([
  // total, advance asked (basic, combo), then the advance of each plan type
  { totalPaise: 274700, basicPaise: 75000, comboPaise: 100000, basic: 75000, combo: 100000 },
  { totalPaise: 50000, basicPaise: 75000, comboPaise: 100000, basic: 50000, combo: 50000 }, // advance above the total: the total
  { totalPaise: 75000, basicPaise: 75000, comboPaise: 100000, basic: 75000, combo: 75000 }, // exactly the total
  { totalPaise: 0, basicPaise: 75000, comboPaise: 100000, basic: 0, combo: 0 }, // a 0 total asks nothing
  { totalPaise: 274700, basicPaise: 0, comboPaise: 0, basic: 0, combo: 0 }, // no advance set
])('the advance on a total of $totalPaise', ({ totalPaise, basicPaise, comboPaise, basic, combo }) => {
  it(`basic ${basic}, combo ${combo}`, () => {
    expect(advancePaise({ basicPaise, comboPaise }, 'normal', totalPaise)).toBe(basic);
    expect(advancePaise({ basicPaise, comboPaise }, 'combo', totalPaise)).toBe(combo);
  });
});

describe.each([
  // what each kind of payment is for, and what it leaves at the venue
  { totalPaise: 274700, advancePaise: 75000, full: 274700, advance: 75000, leftAfterAdvance: 199700 },
  { totalPaise: 50000, advancePaise: 75000, full: 50000, advance: 50000, leftAfterAdvance: 0 }, // an advance above the total
  { totalPaise: 0, advancePaise: 0, full: 0, advance: 0, leftAfterAdvance: 0 },
  { totalPaise: 199990, advancePaise: 75030, full: 199990, advance: 75030, leftAfterAdvance: 124960 },
])('a total of $totalPaise with $advancePaise advance', ({ totalPaise, advancePaise: adv, full, advance, leftAfterAdvance }) => {
  it.each([
    ['fullpayment', full],
    ['partialpayment', advance],
    ['advance', advance],
  ] as const)('%s asks %i', (type, due) => expect(amountDuePaise(type, { totalPaise, advancePaise: adv })).toBe(due));
  it(`leaves ${leftAfterAdvance} after the advance, 0 after the full amount`, () => {
    expect(remainingAfterPaise(totalPaise, amountDuePaise('partialpayment', { totalPaise, advancePaise: adv }))).toBe(leftAfterAdvance);
    expect(remainingAfterPaise(totalPaise, amountDuePaise('fullpayment', { totalPaise, advancePaise: adv }))).toBe(0);
  });
});

describe('remainingAfterPaise', () => {
  it.each([
    [274700, 75000, 199700],
    [274700, 274700, 0],
    [274700, 300000, 0], // paid more than the total (a refund case): nothing left, never negative
    [0, 0, 0],
    [274700, 0, 274700],
  ])('%i total, %i paid: %i left', (total, paid, left) => expect(remainingAfterPaise(total, paid)).toBe(left));
});

describe("basicPlanFrom: the home page's Basic Plan figure", () => {
  const room = {
    maxPeople: 2,
    maxSeating: 4,
    extraPerson: 'Yes' as const,
    extraPersonPricePaise: 29900,
    ninetyMinuteExtraPersonPricePaise: 24900,
  };
  const theatre = (_id: string, offerPricePaise: number, ninetyMinutePricePaise = offerPricePaise - 30000) => ({
    _id,
    terms: { ...room, offerPricePaise, ninetyMinutePricePaise },
  });
  it.each([
    ['the cheapest full slot', [theatre('a', 279900), theatre('b', 214800), theatre('c', 349900)], { theatreId: 'b', totalPaise: 214800 }],
    ['a full slot, though a 90-minute one costs less', [theatre('a', 214800, 179900)], { theatreId: 'a', totalPaise: 214800 }],
    ['the first of two at one price', [theatre('a', 214800), theatre('b', 214800)], { theatreId: 'a', totalPaise: 214800 }],
    ['a theatre at 0', [theatre('a', 214800), theatre('free', 0, 0)], { theatreId: 'free', totalPaise: 0 }],
    ['no theatre open', [], null],
  ])('%s', (_, theatres, from) => expect(basicPlanFrom(theatres)).toEqual(from));

  it("with the seeded catalogue, is what the wizard charges there, and the Basicplan card's 'starts from' figure", () => {
    const from = basicPlanFrom(seedTheatres.map((t) => ({ _id: t._id, terms: theatreTermsOf(t) })))!;
    const t = seedTheatres.find((x) => x._id === from.theatreId)!;
    const slot = t.slots.find((x) => x.isActive !== false && !isNinetyMinuteSlot(x))!;
    const { amounts } = wizardAmounts({
      choice: {
        theatre: { _id: t._id, maxPeople: t.maxPeople, maxSeating: t.maxSeating, extraPerson: t.extraPerson },
        time: { slotId: slot._id, fromTime: slot.fromTime, toTime: slot.toTime },
        date: '2030-01-10',
        prices: t,
      },
      choices: { type: 'normal', persons: 1, occasion: null, cakes: [], addons: [], plan: null },
      coupon: null,
      priced: null,
      charges: { advancePayment: 750, comboAdvancePayment: 1000 },
    });
    expect(amounts.totalPrice * 100).toBe(from.totalPaise);
    expect(from.totalPaise).toBe(214_800);
    expect(planCardLines('normal', { basicFromPaise: from.totalPaise, comboFromPaise: null, comboOffPercent: null })[0]).toBe(
      'starts from ₹2148',
    );
  });
});

describe("comboPlanFrom: /Basicplan's COMBO PLAN card figures", () => {
  const theatre = (offerPricePaise: number) => ({
    maxPeople: 2,
    maxSeating: 6,
    extraPerson: 'Yes' as const,
    offerPricePaise,
    ninetyMinutePricePaise: offerPricePaise - 30_000,
    extraPersonPricePaise: 29_900,
    ninetyMinuteExtraPersonPricePaise: 24_900,
  });
  const plan = (offerPricePaise: number, listPricePaise: number, theatrePriceIncluded: 'Yes' | 'No' = 'Yes') => ({
    noOfPersons: 2,
    theatrePriceIncluded,
    offerPricePaise,
    ninetyMinutePricePaise: offerPricePaise - 40_000,
    extraPersonPricePaise: 34_900,
    listPricePaise,
  });

  it.each([
    ['no theatre', [], null],
    ['a theatre without packages', [{ theatre: theatre(214_800), plans: [] }], null],
    [
      'one package: its price, its discount',
      [{ theatre: theatre(214_800), plans: [plan(410_000, 589_900)] }],
      { totalPaise: 410_000, offPercent: 30 },
    ],
    [
      "the theatre's price added where the package leaves it out; the least total and the least discount of all",
      [
        { theatre: theatre(214_800), plans: [plan(560_000, 799_900), plan(410_000, 500_000)] },
        { theatre: theatre(300_000), plans: [plan(100_000, 200_000, 'No')] },
      ],
      { totalPaise: 400_000, offPercent: 18 },
    ],
  ])('%s', (_, offers, from) => expect(comboPlanFrom(offers)).toEqual(from));

  it("with the seeded catalogue, reads the spec's 'Flat 30% Off on Plans' and 'Starts from ₹4100'", () => {
    const from = comboPlanFrom(
      seedTheatres.map((t) => ({
        theatre: theatreTermsOf(t),
        plans: seedPlans.filter((p) => p.theatreId === t._id).map((p) => ({ ...planTermsOf(p), listPricePaise: p.price * 100 })),
      })),
    )!;
    expect(planCardLines('combo', { basicFromPaise: null, comboFromPaise: from.totalPaise, comboOffPercent: from.offPercent })).toEqual([
      'Flat 30% Off on Plans',
      'Starts from ₹4100',
      'Includes theatre, decoration, cake, photography and more: 14 services in total.',
    ]);
  });

  it('leaves out a figure the catalogue does not give', () => {
    expect(planCardLines('combo', { basicFromPaise: null, comboFromPaise: null, comboOffPercent: null })).toEqual([
      'Includes theatre, decoration, cake, photography and more: 14 services in total.',
    ]);
    expect(planCardLines('normal', { basicFromPaise: null, comboFromPaise: null, comboOffPercent: null })[0]).toBe(
      'Includes the theatre and decoration.',
    );
  });
});

describe("the wire's rupees and the rules' paise, both ways", () => {
  const theatre = {
    maxPeople: 2,
    maxSeating: 4,
    extraPerson: 'Yes' as const,
    offerPricePaise: 214899,
    ninetyMinutePricePaise: 179901,
    extraPersonPricePaise: 29900,
    ninetyMinuteExtraPersonPricePaise: 1,
  };
  const plan = {
    noOfPersons: 2,
    theatrePriceIncluded: 'No' as const,
    offerPricePaise: 410010,
    ninetyMinutePricePaise: 370000,
    extraPersonPricePaise: 34999,
  };
  const figures = {
    theatrePricePaise: 214800,
    extraPersons: 1,
    extraPersonPricePaise: 29900,
    occasionPricePaise: 29900,
    cakesPricePaise: 99800,
    addonsPricePaise: 49900,
    planOfferPricePaise: 0,
    subTotalPaise: 424300,
    couponAmountPaise: 42430,
    totalPaise: 381870,
    advancePaise: 75000,
    remainingPaise: 306870,
  };
  // The server gives paise and the response schema's codecs send rupees; a page reads those back to paise.
  it('a theatre', () => {
    expect(theatrePricesOf(theatre)).toMatchObject({ offerPrice: 214899, onehalfanhourExtraPersonPrice: 1 });
    const wire = encodeMoney(Theatre, theatrePricesOf(theatre)) as Parameters<typeof theatreTermsOf>[0];
    expect(wire).toEqual({
      offerPrice: 2148.99,
      oneandhalfslotPrice: 1799.01,
      extraPersonprice: 299,
      onehalfanhourExtraPersonPrice: 0.01,
      extraPerson: 'Yes',
      maxPeople: 2,
      maxSeating: 4,
    });
    expect(theatreTermsOf(wire)).toEqual(theatre);
  });
  it('a combo package', () => {
    const wire = encodeMoney(Plan, planPricesOf(plan)) as Parameters<typeof planTermsOf>[0];
    expect(wire).toMatchObject({ offerPrice: 4100.1, extraPersonPrice: 349.99 });
    expect(planTermsOf(wire)).toEqual(plan);
  });
  it('the advance', () => {
    const wire = encodeMoney(Charges, chargesOf({ basicPaise: 75000, comboPaise: 100050 })) as Parameters<typeof advanceTermsOf>[0];
    expect(wire).toEqual({ advancePayment: 750, comboAdvancePayment: 1000.5 });
    expect(advanceTermsOf(wire)).toEqual({ basicPaise: 75000, comboPaise: 100050 });
  });
  it("a booking's figures", () => {
    expect(wireAmountsOf(figures, 'cpn-celebrate10')).toMatchObject({
      couponId: 'cpn-celebrate10',
      couponAmount: 424.3,
      totalPrice: 3818.7,
      extraAddedPersonsForTheatre: 1,
    });
    expect(figuresOf(wireAmountsOf(figures, ''))).toEqual(figures);
    // The server's answer before its call's schema puts it in rupees.
    expect(amountsOf(figures, '')).toMatchObject({ couponAmount: 42430, totalPrice: 381870 });
  });
});
