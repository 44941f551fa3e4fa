import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, auth, blackForestLine, createBooking, detailsAgain, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, pressOnPayPage, readBooking, startPayment } from './paymentFixtures.ts';

/**
 * A booking held or paid keeps every catalogue price it was made with (its occasion's, its plan's,
 * its cakes' and add-ons', its coupon's terms) when an editor publishes new ones and the booking is
 * changed afterwards, by the customer or by a desk move; what is added to it after the publish costs
 * the new price, and keeps that one. The theatre's own prices are desk-catalogue.test.ts's.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
let manager: TestStaff;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => t.h.close());

let day = 3;
const nextDate = () => addDays(istToday(clock.now()), day++);

/** Prices changed in the catalogue's tables, as a Publish writes them (paise; a percentage coupon's value is its percent). */
async function publish(changes: [table: string, id: string, column: string, value: number][]) {
  for (const [table, id, column, value] of changes) {
    const done = await t.h.db.query(`update ${table} set ${column} = $2 where id = $1 returning id`, [id, value]);
    expect(done, `${table} ${id}`).toHaveLength(1);
  }
}

/** A guest's calls on one booking, each expected to be answered 200. */
function customer(token: string, bookingId: string) {
  return async (path: string, body: object) => {
    const res = await t.h.post(path, { bookingId, ...body }, auth(token));
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
}

const keptTerms = async (bookingId: string) =>
  (await t.h.db.query<{ catalogue_terms: any }>('select catalogue_terms from bookings where id = $1', [bookingId]))[0].catalogue_terms;
const lines = (bookingId: string) =>
  t.h.db.query<{ product_id: string; price: number }>(
    'select product_id, price from booking_lines where booking_id = $1 order by line_no',
    [bookingId],
  );

const addon = (_id: string, name: string, price: number) => ({ _id, name, type: 'other', price, quantity: 1 });
const addonsBody = (...products: ReturnType<typeof addon>[]) => ({
  products,
  addons: JSON.stringify(products.map((p) => ({ id: p._id, price: p.price, name: p.name }))),
});
const LED = 'addon-led-name-letters';
const FOG = 'addon-fog-entry';

describe('a held basic booking, changed after new prices are published', () => {
  it('keeps its occasion, cake, add-on and coupon prices; an add-on added then costs the new price, and keeps it', async () => {
    const token = await newToken(t.h);
    // 2148 + one extra person at 299, FLAT400BASIC (₹400 off from ₹1,000).
    const bookingId = await createBooking(
      t.h,
      token,
      addBookingBody(nextDate(), { noOfPersons: 3, subTotal: 2447, couponId: 'FLAT400BASIC' }),
    );
    const ok = customer(token, bookingId);
    await ok('booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Ravi' });
    await ok('booking/new/updatecakes', { products: [blackForestLine(998, '1')] });
    const held = await ok('booking/new/updateaddons', addonsBody(addon(LED, 'LED Name Letters', 499)));
    expect(held.amounts).toMatchObject({ occasionPrice: 299, cakePrice: 998, addonsPrice: 499, subTotal: 4243, couponAmount: 400 });

    await publish([
      ['occasions', 'occ-birthday', 'price', 39_900],
      ['cakes', 'cake-egg-black-forest', 'price', 59_900],
      ['addon_products', LED, 'price', 59_900],
      ['addon_products', FOG, 'price', 69_900],
      ['coupons', 'cpn-flat400basic', 'value', 10_000],
    ]);
    // The catalogue charges the new prices now: a booking made today pays them.
    const other = await newToken(t.h);
    const fresh = await createBooking(t.h, other, addBookingBody(nextDate(), { noOfPersons: 3, subTotal: 2447, couponId: 'FLAT400BASIC' }));
    const freshOk = customer(other, fresh);
    await freshOk('booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Asha' });
    const today = await freshOk('booking/new/updatecakes', { products: [blackForestLine(1198, '1')] });
    expect(today.amounts).toMatchObject({ occasionPrice: 399, cakePrice: 1198, couponAmount: 100 });

    // One more person: the held booking's occasion, cake, add-on and coupon are as they were.
    const more = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { noOfPersons: 4 }),
      auth(token),
    );
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.amounts).toMatchObject({
      extraPersonPrice: 598,
      occasionPrice: 299,
      cakePrice: 998,
      addonsPrice: 499,
      subTotal: 4542,
      couponAmount: 400,
      totalPrice: 4142,
    });
    // A heavier cake: the price per 500 gm it was made with, which the cart line sent must match too.
    const heavier = await ok('booking/new/updatecakes', { products: [blackForestLine(1996, '2')], subTotal: 5540 });
    expect(heavier.amounts).toMatchObject({ cakePrice: 1996, subTotal: 5540, totalPrice: 5140 });

    // The fog entry is new to it: today's ₹699; the LED letters it had stay at ₹499.
    const added = await ok(
      'booking/new/updateaddons',
      addonsBody(addon(LED, 'LED Name Letters', 499), addon(FOG, 'Fog Entry (Dry Ice)', 699)),
    );
    expect(added.amounts).toMatchObject({ addonsPrice: 499 + 699, subTotal: 5540 + 699, couponAmount: 400 });
    expect(await lines(bookingId)).toEqual([
      { product_id: 'cake-egg-black-forest', price: 199_600 },
      { product_id: LED, price: 49_900 },
      { product_id: FOG, price: 69_900 },
    ]);

    // Published again: the fog entry now keeps the price it was added at.
    await publish([['addon_products', FOG, 'price', 89_900]]);
    const fewer = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { noOfPersons: 3 }),
      auth(token),
    );
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
    expect(fewer.body.amounts).toMatchObject({ extraPersonPrice: 299, addonsPrice: 499 + 699, subTotal: 5540 + 699 - 299 });
    expect(await keptTerms(bookingId)).toEqual({
      occasion: { id: 'occ-birthday', pricePaise: 29_900 },
      plan: null,
      cakes: { 'cake-egg-black-forest': 49_900 },
      addons: { [LED]: 49_900, [FOG]: 69_900 },
      coupon: {
        id: 'cpn-flat400basic',
        terms: { code: 'FLAT400BASIC', kind: 'Fixed', amountOffPaise: 40_000, planType: 'normal', minSubTotalPaise: 100_000 },
      },
    });
  });
});

describe('a held combo booking, changed after new prices are published', () => {
  it("keeps its plan's prices (full slot, 90 minutes, each extra person) and its coupon's", async () => {
    const token = await newToken(t.h);
    const bookingId = await createBooking(
      t.h,
      token,
      addBookingBody(nextDate(), { type: 'combo', subTotal: 0, noOfPersons: 4, couponId: 'FLAT700COMBO' }),
    );
    const ok = customer(token, bookingId);
    await ok('booking/new/updateocasion', { occasionId: 'occ-anniversary', personName: 'Meera' });
    const plan = { planId: 'plan-aurora-anniversary-standard', flavour: 'Black Forest', productId: 'cake-egg-black-forest' };
    // Standard: ₹4,100 with the theatre; 2 people included, 2 more at ₹349; ₹700 off.
    expect((await ok('booking/new/updatecombo', plan)).amounts).toMatchObject({
      planOfferPrice: 4100,
      extraPersonPrice: 698,
      totalPrice: 4098,
    });

    await publish([
      ['plans', plan.planId, 'offer_price', 500_000],
      ['plans', plan.planId, 'ninety_price', 450_000],
      ['plans', plan.planId, 'extra_person_price', 44_900],
      ['coupons', 'cpn-flat700combo', 'value', 30_000],
    ]);
    const fewer = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { noOfPersons: 3 }),
      auth(token),
    );
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
    expect(fewer.body.amounts).toMatchObject({
      planOfferPrice: 4100,
      theatrePrice: 0,
      extraPersonPrice: 349,
      couponAmount: 700,
      totalPrice: 3749,
    });
    // To the 90-minute slot: the plan's 90-minute price it was made with (₹4,100 less ₹400).
    const ninety = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { time: AURORA.ninety }),
      auth(token),
    );
    expect(ninety.status, JSON.stringify(ninety.body)).toBe(200);
    expect(ninety.body.amounts).toMatchObject({ planOfferPrice: 3700, extraPersonPrice: 349, couponAmount: 700, totalPrice: 3349 });
    expect((await readBooking(t.h, token, bookingId)).planId).toBe(plan.planId);
  });
});

describe('a paid booking the desk moves after new prices are published', () => {
  it('keeps its occasion, cake, add-on and coupon prices in the new slot', async () => {
    const token = await newToken(t.h);
    const date = nextDate();
    // 2148, CELEBRATE10 (10% from ₹2,000, at most ₹500).
    const bookingId = await createBooking(t.h, token, addBookingBody(date, { subTotal: 2148, couponId: 'CELEBRATE10' }));
    const ok = customer(token, bookingId);
    await ok('booking/new/updateocasion', { occasionId: 'occ-proposal', personName: 'Ravi' });
    const pineapple = { _id: 'cake-egg-pineapple', name: 'Pineapple', type: 'cake', cakeType: 'egg', price: 900, quantity: '1' };
    await ok('booking/new/updatecakes', { products: [pineapple] });
    const held = await ok('booking/new/updateaddons', addonsBody(addon('addon-bubble-entry', 'Bubble Entry', 399)));
    // 2148 + 499 + 900 + 399 = 3946, less 10%.
    expect(held.amounts).toMatchObject({ subTotal: 3946, couponAmount: 394.6, totalPrice: 3551.4 });
    await pressOnPayPage(t.h, (await startPayment(t.h, token, bookingId)).url, 'Pay');
    expect((await readBooking(t.h, token, bookingId)).status).toBe('booking-confirmed');

    await publish([
      ['occasions', 'occ-proposal', 'price', 59_900],
      ['cakes', 'cake-egg-pineapple', 'price', 55_000],
      ['addon_products', 'addon-bubble-entry', 'price', 49_900],
      ['coupons', 'cpn-celebrate10', 'value', 5],
    ]);
    const cookie = await sessionCookie(t.h.db, manager.id, clock.now());
    const target = { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date };
    // The 90-minute slot, 1799 + 499 + 900 + 399 = 3597, less 10%: 3237.30.
    const quote = await deskCall(desk, 'bookingMoveQuote', target, { cookie });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toMatchObject({ oldTotal: 3551.4, newTotal: 3237.3 });
    const moved = await deskCall(desk, 'bookingMove', { ...target, expectedTotal: 3237.3 }, { cookie });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [row] = await t.h.db.query<{ occasion_price: number; cakes_price: number; addons_price: number; coupon_amount: number }>(
      'select occasion_price, cakes_price, addons_price, coupon_amount from bookings where id = $1',
      [bookingId],
    );
    expect(row).toEqual({ occasion_price: 49_900, cakes_price: 90_000, addons_price: 39_900, coupon_amount: 35_970 });
    expect((await keptTerms(bookingId)).coupon.terms).toMatchObject({ kind: 'Percentage', percent: 10 });
  });
});
