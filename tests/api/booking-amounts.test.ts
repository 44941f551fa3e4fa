import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/lib/api/calls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { isNinetyMinuteSlot } from '../../src/lib/booking/slots.ts';
import { basicPlanFromOf } from '../../src/lib/site/packagePrices.ts';
import { toRupees } from '../../src/lib/money.ts';
import { openHarness, type Harness } from './harness.ts';
import { addBookingBody, AURORA, auth, blackForestLine, createBooking, detailsAgain, newToken, testClock } from './bookingFixtures.ts';

/** The server's prices: every update answers them, and any amount a client sends that differs is a 400 that changes nothing. */

let h: Harness;
const clock = testClock();
let day = 1;
const nextDate = () => addDays(istToday(clock.now()), day++);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
});
afterAll(() => h?.close());

const read = async (token: string, bookingId: string) => (await h.post('bookings/getallbookings', { bookingId }, auth(token))).body.booking;

const led = { _id: 'addon-led-name-letters', name: 'LED Name Letters', type: 'other', price: 499, quantity: 1 };
const ledJson = JSON.stringify([{ id: led._id, price: 499, name: led.name }]);

/** A basic booking for 3 people with occasion, a 1 kg cake and an add-on, FLAT400BASIC on it. */
async function basicBooking() {
  const token = await newToken(h);
  const date = nextDate();
  // 2148 + 1 extra person at 299 = 2447
  const bookingId = await createBooking(h, token, addBookingBody(date, { noOfPersons: 3, subTotal: 2447, couponId: 'FLAT400BASIC' }));
  const ok = async (path: string, body: object) => {
    const res = await h.post(path, { bookingId, ...body }, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  await ok('booking/new/updateocasion', { occasionId: 'occ-birthday', personName: 'Ravi', subTotal: 2746, totalPrice: 2346 });
  await ok('booking/new/updatecakes', { products: [blackForestLine(998, '1')] });
  const last = await ok('booking/new/updateaddons', { products: [led], addons: ledJson, subTotal: 4243, totalPrice: 3843 });
  return { token, bookingId, date, amounts: last.amounts };
}

describe('a basic booking priced by the server at every step', () => {
  it('answers the server amounts after each change', async () => {
    const { amounts, token, bookingId } = await basicBooking();
    expect(amounts).toEqual({
      theatrePrice: 2148,
      extraAddedPersonsForTheatre: 1,
      extraPersonPrice: 299,
      occasionPrice: 299,
      cakePrice: 998,
      addonsPrice: 499,
      planOfferPrice: 0,
      subTotal: 4243,
      couponId: 'cpn-flat400basic',
      couponAmount: 400,
      totalPrice: 3843,
      advancePayment: 750,
      remainingAmount: 3093,
    });
    const booking = await read(token, bookingId);
    expect(calls.readBooking.response.safeParse({ success: true, message: 'OK', booking }).success).toBe(true);
    expect(booking.cakes).toEqual([blackForestLine(998, '1')]);
    expect(booking.addons).toEqual([led]);
    expect(booking.products).toHaveLength(2);
    expect(booking).toMatchObject({ occasionId: 'occ-birthday', personName: 'Ravi', totalPrice: 3843, status: 'held' });
  });

  it('a new occasion replaces the old price; cakes at each weight; add-ons replace the list', async () => {
    const { token, bookingId } = await basicBooking();
    const occ = await h.post(
      'booking/new/updateocasion',
      { bookingId, occasionId: 'occ-proposal', personName: 'Ravi', totalPrice: 3843 - 299 + 499 },
      auth(token),
    );
    expect(occ.status, JSON.stringify(occ.body)).toBe(200);
    expect(occ.body.amounts.occasionPrice).toBe(499);
    for (const [weight, price] of [
      ['500', 499],
      ['1', 998],
      ['2', 1996],
      ['3', 2994],
    ] as const) {
      const res = await h.post('booking/new/updatecakes', { bookingId, products: [blackForestLine(price, weight)] }, auth(token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.amounts.cakePrice).toBe(price);
    }
    const none = await h.post(
      'booking/new/updateaddons',
      { bookingId, products: [], addons: '[]', subTotal: 2147 + 300 + 499 + 2994 },
      auth(token),
    );
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect((await read(token, bookingId)).addons).toEqual([]);
  });
});

/** [call, body given the booking, field tampered]: each wrong by one rupee, or one paisa. */
const tampered: [string, (id: string) => object, string][] = [
  ['booking/new/addbooking', (id) => ({ ...addBookingBody('{date}', { noOfPersons: 3, subTotal: 2447.01 }), bookingId: id }), 'subTotal'],
  [
    'booking/new/updateocasion',
    (id) => ({ bookingId: id, occasionId: 'occ-proposal', personName: 'R', subTotal: 4243, totalPrice: 4043 }),
    'subTotal',
  ],
  ['booking/new/updateocasion', (id) => ({ bookingId: id, occasionId: 'occ-proposal', personName: 'R', totalPrice: 4042 }), 'totalPrice'],
  ['booking/new/updatecakes', (id) => ({ bookingId: id, products: [blackForestLine(499, '1')] }), 'products.0.price'],
  ['booking/new/updatecakes', (id) => ({ bookingId: id, products: [blackForestLine(998, '1')], totalPrice: 3842 }), 'totalPrice'],
  [
    'booking/new/updateaddons',
    (id) => ({ bookingId: id, products: [{ ...led, price: 1 }], addons: ledJson, subTotal: 3745 }),
    'products.0.price',
  ],
  ['booking/new/updateaddons', (id) => ({ bookingId: id, products: [], addons: '[]', subTotal: 3745 }), 'subTotal'],
  ...(
    [
      'totalPrice',
      'subTotal',
      'couponAmount',
      'advancePayment',
      'theatrePrice',
      'extraPersonPrice',
      'extraAddedPersonsForTheatre',
      'planOfferPrice',
    ] as const
  ).map((field): [string, (id: string) => object, string] => [
    'booking/new/updatebookingforPayment',
    (id) => ({
      ...paymentBody(id),
      [field]: field === 'extraAddedPersonsForTheatre' ? 2 : Number(paymentBody(id)[field] ?? 0) + (field === 'advancePayment' ? 0.01 : 1),
    }),
    field,
  ]),
];

function paymentBody(bookingId: string): Record<string, number | string> {
  return {
    bookingId,
    totalPrice: 3843,
    subTotal: 4243,
    advancePayment: 750,
    theatrePrice: 2148,
    couponId: 'FLAT400BASIC',
    couponAmount: 400,
    extraAddedPersonsForTheatre: 1,
    extraPersonPrice: 299,
    transactionId: '',
    transactionStatus: 'completed',
    cashType: 'online',
    create_type: 'web',
    status: 'booking-confirmed',
  };
}

describe('tampered amounts', () => {
  let token: string;
  let bookingId: string;
  let date: string;
  beforeAll(async () => {
    ({ token, bookingId, date } = await basicBooking());
  });

  it.each(tampered.map(([path, , field], i) => [i, path.split('/').pop(), field]))(
    '#%i %s with %s off: 400 naming it and the amount expected, nothing saved',
    async (i) => {
      const [path, body, field] = tampered[i as number];
      const before = await read(token, bookingId);
      const sent = JSON.parse(JSON.stringify(body(bookingId)).replace('{date}', date));
      const res = await h.post(path, sent, auth(token));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toContain(field);
      expect(res.body.message).toMatch(/Nothing was saved/);
      const error = res.body.errors.find((e: { field: string }) => e.field === field);
      expect(error.expected).toBeTypeOf('number');
      expect(await read(token, bookingId)).toEqual(before);
    },
  );

  it('the untampered payment request starts a payment and answers its page; the booking stays unpaid', async () => {
    const res = await h.post('booking/new/updatebookingforPayment', paymentBody(bookingId), auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'payment-pending' });
    expect(res.body.data.instrumentResponse.redirectInfo.url).toMatch(/^http/);
    expect(calls.paymentUpdate.response.safeParse(res.body).success).toBe(true);
    const booking = await read(token, bookingId);
    // The client's 'booking-confirmed' / 'completed' is a request: only a payment provider confirms.
    expect(booking.status).toBe('payment-pending');
    expect(booking.transactionStatus).toBe('');
    const [{ n }] = await h.db.query<{ n: number }>(`select count(*)::int as n from booking_status_history where booking_id = $1`, [
      bookingId,
    ]);
    expect(n).toBe(2);
  });
});

describe('amounts not sent', () => {
  it("each call saves without the client totals and answers the server's; totals sent are still compared", async () => {
    const token = await newToken(h);
    const { subTotal: _, ...noTotal } = addBookingBody(nextDate(), { noOfPersons: 3 });
    const made = await h.post('booking/new/addbooking', noTotal, auth(token));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.amounts.subTotal).toBe(2447);
    const bookingId = made.body.bookingId;
    const occ = await h.post('booking/new/updateocasion', { bookingId, occasionId: 'occ-birthday', personName: 'R' }, auth(token));
    expect(occ.body.amounts.subTotal).toBe(2746);
    const cakes = await h.post('booking/new/updatecakes', { bookingId, products: [blackForestLine(998, '1')] }, auth(token));
    expect(cakes.body.amounts.subTotal).toBe(3744);
    const addons = await h.post('booking/new/updateaddons', { bookingId, products: [led], addons: ledJson }, auth(token));
    expect(addons.status, JSON.stringify(addons.body)).toBe(200);
    expect(addons.body.amounts.subTotal).toBe(4243);
    // A line's price is still the catalogue's, and a total that is sent is still checked.
    expect((await h.post('booking/new/updatecakes', { bookingId, products: [blackForestLine(999, '1')] }, auth(token))).status).toBe(400);
    expect(
      (await h.post('booking/new/updateaddons', { bookingId, products: [led], addons: ledJson, subTotal: 4000 }, auth(token))).status,
    ).toBe(400);
    expect((await read(token, bookingId)).subTotal).toBe(4243);
  });
});

describe('combo', () => {
  it('prices the plan (and the theatre only when the plan leaves it out), with FLAT700COMBO', async () => {
    const token = await newToken(h);
    const date = nextDate();
    const bookingId = await createBooking(
      h,
      token,
      addBookingBody(date, { type: 'combo', subTotal: 0, noOfPersons: 4, couponId: 'FLAT700COMBO' }),
    );
    const occ = await h.post(
      'booking/new/updateocasion',
      { bookingId, occasionId: 'occ-anniversary', personName: 'Meera', totalPrice: 0 },
      auth(token),
    );
    expect(occ.status, JSON.stringify(occ.body)).toBe(200);
    const plan = { bookingId, planId: 'plan-aurora-anniversary-standard', flavour: 'red velvet', productId: 'cake-egg-black-forest' };
    // Standard: 4100 with the theatre; 2 people included, 2 more at 349 = 698; coupon 700.
    expect((await h.post('booking/new/updatecombo', { ...plan, totalPrice: 4798 }, auth(token))).body.errors[0].expected).toBe(4098);
    const res = await h.post('booking/new/updatecombo', { ...plan, totalPrice: 4098 }, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amounts).toMatchObject({
      planOfferPrice: 4100,
      theatrePrice: 0,
      extraPersonPrice: 698,
      subTotal: 4798,
      couponAmount: 700,
      totalPrice: 4098,
      advancePayment: 1000,
    });
    expect((await read(token, bookingId)).flavour).toBe('Red Velvet');
  });

  it.each([
    ['a plan of another theatre', { planId: 'plan-velvet-anniversary-standard' }, 'planId'],
    ['a plan of another occasion', { planId: 'plan-aurora-birthday-standard' }, 'planId'],
    ['a product that is not the plan cake', { productId: 'addon-fog-entry' }, 'productId'],
    ['a flavour we do not make', { flavour: 'Durian' }, 'flavour'],
    ['a customised cake as flavour', { flavour: 'Photo Cake' }, 'flavour'],
  ])('refuses %s (400 naming %s)', async (_, change, field) => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { type: 'combo', subTotal: 0 }));
    await h.post('booking/new/updateocasion', { bookingId, occasionId: 'occ-anniversary', personName: 'M', totalPrice: 0 }, auth(token));
    const body = {
      bookingId,
      planId: 'plan-aurora-anniversary-standard',
      flavour: 'Black Forest',
      productId: 'cake-egg-black-forest',
      totalPrice: 4100,
      ...change,
    };
    const res = await h.post('booking/new/updatecombo', body, auth(token));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('a 90-minute slot uses the plan 90-minute price', async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { type: 'combo', subTotal: 0, time: AURORA.ninety }));
    await h.post('booking/new/updateocasion', { bookingId, occasionId: 'occ-anniversary', personName: 'M', totalPrice: 0 }, auth(token));
    const res = await h.post(
      'booking/new/updatecombo',
      {
        bookingId,
        planId: 'plan-aurora-anniversary-standard',
        flavour: 'Black Forest',
        productId: 'cake-egg-black-forest',
        totalPrice: 3700,
      },
      auth(token),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amounts.planOfferPrice).toBe(3700);
  });
});

/** What the checkout sends: the booking's own details, its sub total and the checked coupon's id. */
const againWithCoupon = (b: Record<string, any>, couponId: string) => detailsAgain(b, { subTotal: b.subTotal, couponId });

/**
 * The checkout's coupon: the coupon check gives a coupon_Id, and the booking is saved again with its
 * own details and that id. The server keeps the occasion, the cart and the plan, and prices the coupon.
 */
describe('a coupon applied at checkout', () => {
  it('replaces the plan coupon on a basic booking and keeps the occasion and the cart', async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { couponId: 'FLAT400BASIC' }));
    const occasion = { bookingId, occasionId: 'occ-birthday', personName: 'Asha', totalPrice: 2047 };
    expect((await h.post('booking/new/updateocasion', occasion, auth(token))).status).toBe(200);
    const cake = blackForestLine(998, '1');
    expect((await h.post('booking/new/updatecakes', { bookingId, products: [cake] }, auth(token))).status).toBe(200);
    const before = await read(token, bookingId);
    expect(before).toMatchObject({ subTotal: 3445, couponId: 'cpn-flat400basic', couponAmount: 400 });

    const check = await h.post('web/checkcoupon', { couponId: 'celebrate10', amount: before.subTotal, type: 'normal' });
    expect(check.status).toBe(200);
    const res = await h.post('booking/new/addbooking', againWithCoupon(before, check.body.coupon_Id), auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10% of 3445, under the ₹500 cap.
    expect(res.body.amounts).toMatchObject({ subTotal: 3445, couponId: 'cpn-celebrate10', couponAmount: 344.5, totalPrice: 3100.5 });

    const after = await read(token, bookingId);
    expect(after).toMatchObject({ occasionId: 'occ-birthday', personName: 'Asha', totalPrice: 3100.5, couponAmount: 344.5 });
    expect(after.cakes).toEqual(before.cakes);
  });

  it('keeps a combo plan, and refuses a basic-plan coupon with its message', async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(nextDate(), { type: 'combo', subTotal: 0, couponId: 'FLAT700COMBO' }));
    const occasion = { bookingId, occasionId: 'occ-birthday', personName: 'Asha', totalPrice: 0 };
    expect((await h.post('booking/new/updateocasion', occasion, auth(token))).status).toBe(200);
    const plan = {
      bookingId,
      planId: 'plan-aurora-birthday-standard',
      flavour: 'Butterscotch',
      productId: 'cake-egg-black-forest',
      totalPrice: 3400,
    };
    expect((await h.post('booking/new/updatecombo', plan, auth(token))).status).toBe(200);
    const before = await read(token, bookingId);

    const refused = await h.post('booking/new/addbooking', againWithCoupon(before, 'cpn-flat400basic'), auth(token));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('FLAT400BASIC is for the basic plan only');
    expect(await read(token, bookingId)).toEqual(before);

    const res = await h.post('booking/new/addbooking', againWithCoupon(before, 'cpn-celebrate10'), auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amounts).toMatchObject({ planOfferPrice: 4100, couponId: 'cpn-celebrate10', couponAmount: 410, totalPrice: 3690 });
    expect(await read(token, bookingId)).toMatchObject({
      planId: 'plan-aurora-birthday-standard',
      flavour: 'Butterscotch',
      occasionId: 'occ-birthday',
    });
  });
});

describe("the home page's Basic Plan figure", () => {
  it('is what the server charges for a basic booking of a full slot in the theatre it names', async () => {
    const from = basicPlanFromOf((await h.post('web/getalltheatres')).body.theatres);
    expect(from).not.toBeNull();
    const date = nextDate();
    const theatre = (await h.post('web/getalltheatres/forweb', { slotDate: date })).body.theatres.find(
      (t: { _id: string }) => t._id === from!.theatreId,
    );
    const slot = theatre.availableSlots.find(
      (s: { fromTime: string; toTime: string; isActive: boolean }) => s.isActive && !isNinetyMinuteSlot(s),
    );
    const token = await newToken(h);
    const body = addBookingBody(date, {
      theatreId: theatre._id,
      theaterName: theatre.name,
      time: { slotId: slot._id, fromTime: slot.fromTime, toTime: slot.toTime },
      noOfPersons: 1,
    });
    const res = await h.post('booking/new/addbooking', { ...body, subTotal: undefined }, auth(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amounts.totalPrice).toBe(toRupees(from!.totalPaise));
    // Every other theatre's basic booking costs at least as much: the figure is the lowest.
    for (const t of (await h.post('web/getalltheatres')).body.theatres)
      expect(t.offerPrice).toBeGreaterThanOrEqual(toRupees(from!.totalPaise));
  });
});
