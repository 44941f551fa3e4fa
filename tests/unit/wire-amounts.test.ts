import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { seed } from '../../server/db/seed/data/index.ts';
import { seedInPaise } from '../../server/db/seed/seedInPaise.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { BookingAmounts } from '../../src/lib/api/booking.ts';
import { CheckoutOrderRequest } from '../../src/lib/api/bookingPayments.ts';
import { Cake, Charges, CheckCouponResponse, Occasion, Plan, Product } from '../../src/lib/api/catalogue.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { inRupees } from '../../src/lib/api/money.ts';
import { Theatre } from '../../src/lib/api/theatres.ts';
import * as W from '../../src/lib/api/wireAmounts.ts';

/** The fields of an object schema that its codecs convert (nullable or not). */
const codecFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, s]) => s instanceof z.ZodCodec || (s instanceof z.ZodNullable && s.unwrap() instanceof z.ZodCodec))
    .map(([key]) => key);

/** A value for each named field, in paise, with a real paisa in each. */
const paiseOf = (fields: readonly string[]) => Object.fromEntries(fields.map((f, i) => [f, 100 * (i + 1) + 1 + i * 7]));

describe("the browser's amount lists are the schemas' codecs", () => {
  it.each([
    ['Theatre', Theatre, W.THEATRE_AMOUNTS],
    ['Plan', Plan, W.PLAN_AMOUNTS],
    ['Charges', Charges, W.CHARGES_AMOUNTS],
    ['Occasion', Occasion, W.PRICE_AMOUNTS],
    ['Cake', Cake, W.PRICE_AMOUNTS],
    ['Product', Product, W.PRICE_AMOUNTS],
    ['BookingAmounts', BookingAmounts, W.BOOKING_AMOUNTS],
    ['CheckoutOrderRequest', CheckoutOrderRequest, W.CHECKOUT_ORDER_AMOUNTS],
  ] as [string, z.ZodObject, readonly string[]][])('%s', (_name, schema, fields) => {
    expect([...fields].sort()).toEqual(codecFields(schema).sort());
    // What the server encodes, a page reads back as it was, and writes as the server would, byte for byte.
    const value = { _id: 'x', ...paiseOf(fields), note: 'kept' };
    const wire = encodeMoney(schema, value) as Record<string, unknown>;
    expect(W.paiseIn(fields as never, wire)).toEqual(value);
    expect(JSON.stringify(W.rupeesIn(fields as never, value))).toBe(JSON.stringify(wire));
  });

  it("the coupon check's limits are codecs, and its value, a percent or an amount by its type, is not", () => {
    expect(codecFields(CheckCouponResponse)).toEqual(expect.arrayContaining([...W.COUPON_LIMITS]));
    expect(codecFields(CheckCouponResponse)).not.toContain('couponAmount');
    expect(W.paiseIn(W.FIXED_COUPON, { couponAmount: 400, minAmount: 1000.5, maxDiscount: null })).toEqual({
      couponAmount: 40000,
      minAmount: 100050,
      maxDiscount: null,
    });
  });
});

describe('amounts outside a call’s answer', () => {
  it('an error body: the expected amount in rupees, each error’s keys in the order given', () => {
    const errors = amountErrors([
      { field: 'totalPrice', expected: 214899, message: 'm' },
      { field: 'amount', message: 'n', expected: 5 },
    ]);
    expect(JSON.stringify(errors)).toBe(
      '[{"field":"totalPrice","expected":2148.99,"message":"m"},{"field":"amount","message":"n","expected":0.05}]',
    );
  });

  it('an audit entry: rupees, its keys in order', () => {
    expect(JSON.stringify(inRupees({ totalPrice: 381870, amountPaid: 0, refund: -70000 }))).toBe(
      '{"totalPrice":3818.7,"amountPaid":0,"refund":-700}',
    );
  });
});

describe('the seed, read through the contract once', () => {
  const read = seedInPaise(seed);

  it('has every amount in paise', () => {
    seed.theatres.forEach((t, i) => expect(read.theatres[i]).toMatchObject({ offerPrice: Math.round(t.offerPrice * 100) }));
    seed.plans.forEach((p, i) => expect(read.plans[i]).toMatchObject({ price: Math.round(p.price * 100) }));
    seed.coupons.forEach((c, i) =>
      expect(read.coupons[i]).toMatchObject({
        value: c.kind === 'Fixed' ? Math.round(c.value * 100) : c.value,
        minAmount: Math.round(c.minAmount * 100),
      }),
    );
    expect(read.charges).toEqual({
      advancePayment: Math.round(seed.charges.advancePayment * 100),
      comboAdvancePayment: Math.round(seed.charges.comboAdvancePayment * 100),
    });
    seed.bookings.forEach((b, i) => expect(read.bookings[i]).toMatchObject({ advancePayment: Math.round(b.advancePayment * 100) }));
  });

  it('keeps everything else as written', () => {
    expect(read.theatres.map((t) => [t._id, t.locationKey, t.slots])).toEqual(seed.theatres.map((t) => [t._id, t.locationKey, t.slots]));
    expect(read.plans.map((p) => p.products)).toEqual(seed.plans.map((p) => p.products));
    expect(read.venueDay).toEqual(seed.venueDay);
    expect(read.contact).toEqual(seed.contact);
  });

  it('refuses an amount with a fraction of a paisa, as a request would', () => {
    expect(() => seedInPaise({ ...seed, occasions: [{ ...seed.occasions[0], price: 1.005 }] })).toThrow(/two decimals/);
  });
});
