import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { openHarness, type Harness } from './harness.ts';
import { addBookingBody, AURORA, auth, blackForestLine, createBooking, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { issueGuestToken, verifyGuestToken } from '../../server/auth/guestToken.ts';

/** Guest tokens, who may touch a booking, and what hostile bodies get. */

let h: Harness;
const clock = testClock();
let owner: string;
let bookingId: string;
let date: string;

/** Every booking call with a valid body for the booking under test. */
const everyCall = (): [string, Record<string, unknown>][] => [
  ['booking/new/addbooking', { ...addBookingBody(date), bookingId }],
  ['booking/new/getuniqueid', { bookingId }],
  ['booking/new/updateocasion', { bookingId, occasionId: 'occ-birthday', personName: 'Ravi', subTotal: 2447, totalPrice: 2447 }],
  [
    'booking/new/updatecakes',
    {
      bookingId,
      products: [blackForestLine(499, '500')],
    },
  ],
  [
    'booking/new/updateaddons',
    {
      bookingId,
      products: [{ _id: 'addon-led-name-letters', name: 'LED Name Letters', type: 'other', price: 499, quantity: 1 }],
      addons: '[{"id":"addon-led-name-letters","price":499,"name":"LED Name Letters"}]',
      subTotal: 2647,
    },
  ],
  [
    'booking/new/updatecombo',
    { bookingId, totalPrice: 4100, planId: 'plan-aurora-birthday-standard', flavour: 'Black Forest', productId: 'cake-egg-black-forest' },
  ],
  [
    'booking/new/updatebookingforPayment',
    {
      bookingId,
      totalPrice: 2148,
      subTotal: 2148,
      advancePayment: 750,
      couponId: '',
      couponAmount: 0,
      transactionId: '',
      transactionStatus: 'completed',
      cashType: 'online',
      create_type: 'web',
      status: 'booking-confirmed',
    },
  ],
  ['bookings/getallbookings', { bookingId }],
  ['admin/booking/get-bookingbyid', { bookingId }],
  ['booking/new/paymentstatus', { bookingId }],
  ['booking/new/checkout/order', { bookingId, paymentType: 'fullpayment', amount: 2148 }],
  [
    'booking/new/checkout/verify',
    { bookingId, razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'f'.repeat(64) },
  ],
];

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  date = tomorrow(clock.now());
  owner = await newToken(h);
  bookingId = await createBooking(h, owner, addBookingBody(date));
});
afterAll(() => h?.close());

const stored = async () => (await h.post('bookings/getallbookings', { bookingId }, auth(owner))).body.booking;

describe('web/session', () => {
  it('issues a signed token with its expiry, different every time', async () => {
    const a = await h.post('web/session');
    const b = await h.post('web/session');
    expect(a.status).toBe(200);
    expect(a.body.token).toMatch(/^v1\.[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(a.body.token).not.toBe(b.body.token);
    expect(Date.parse(a.body.expiresAt)).toBeGreaterThan(clock.now().getTime());
  });

  it('signs with HMAC-SHA256: another secret, or a changed id or expiry, does not verify', () => {
    const secret = Buffer.from('k'.repeat(32));
    const now = new Date('2026-01-01T00:00:00Z');
    const { token, id } = issueGuestToken(secret, now);
    expect(verifyGuestToken(secret, token, now)).toEqual({ ok: true, id });
    expect(verifyGuestToken(Buffer.from('x'.repeat(32)), token, now)).toEqual({ ok: false, reason: 'signature' });
    const [v, , exp, sig] = token.split('.');
    expect(verifyGuestToken(secret, [v, 'A'.repeat(22), exp, sig].join('.'), now).ok).toBe(false);
    expect(verifyGuestToken(secret, [v, id, String(Number(exp) + 3600), sig].join('.'), now).ok).toBe(false);
    const resigned = createHmac('sha256', secret).update(`${v}.${id}.${exp}`).digest('base64url');
    expect(resigned).toBe(sig);
  });
});

describe.each(everyCall().map(([path]) => [path]))('%s', (path) => {
  const body = () => everyCall().find(([p]) => p === path)![1];

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { headers: { authorization: 'Basic YWxhZGRpbjpvcGVu' } }],
    ['a token that is not one', { headers: { authorization: 'Bearer not-a-token' } }],
    ['a forged signature', { headers: { authorization: 'Bearer v1.AAAAAAAAAAAAAAAAAAAAAA.99999999999.' + 'A'.repeat(43) } }],
  ])('answers 401 with a message to %s', async (_, init) => {
    const res = await h.post(path, body(), init);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/token|booking/i);
  });

  it('answers 401 to an expired token', async () => {
    const token = await newToken(h);
    clock.advance(13 * 3600_000);
    try {
      const res = await h.post(path, body(), auth(token));
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      clock.advance(-13 * 3600_000);
    }
  });

  it("answers 403 'Access Denied' to another guest's token, and changes nothing", async () => {
    const before = await stored();
    const res = await h.post(path, body(), auth(await newToken(h)));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Access Denied: You do not have permission to view this page.' });
    expect(await stored()).toEqual(before);
  });
});

/** Hostile bodies: each a 400 naming the field, never a 500, and nothing stored. */
const hostile = (): [string, string, Record<string, unknown>, string][] => {
  const add = addBookingBody(date);
  return [
    ['addbooking', 'booking/new/addbooking', { ...add, noOfPersons: -1 }, 'noOfPersons'],
    ['addbooking', 'booking/new/addbooking', { ...add, noOfPersons: 2.5 }, 'noOfPersons'],
    ['addbooking', 'booking/new/addbooking', { ...add, noOfPersons: 0 }, 'noOfPersons'],
    ['addbooking', 'booking/new/addbooking', { ...add, noOfPersons: '2' }, 'noOfPersons'],
    ['addbooking', 'booking/new/addbooking', { ...add, noOfPersons: 5 }, 'noOfPersons'], // above Aurora's 4 seats
    ['addbooking', 'booking/new/addbooking', { ...add, date: '0000-01-01' }, 'date'],
    ['addbooking', 'booking/new/addbooking', { ...add, date: '9999-12-31' }, 'date'],
    ['addbooking', 'booking/new/addbooking', { ...add, date: '2026-02-30' }, 'date'],
    ['addbooking', 'booking/new/addbooking', { ...add, date: 20260101 }, 'date'],
    ['addbooking', 'booking/new/addbooking', { ...add, subTotal: 2148.001 }, 'subTotal'],
    ['addbooking', 'booking/new/addbooking', { ...add, subTotal: -2148 }, 'subTotal'],
    ['addbooking', 'booking/new/addbooking', { ...add, subTotal: '2148' }, 'subTotal'],
    ['addbooking', 'booking/new/addbooking', { ...add, userName: 'x'.repeat(5000) }, 'userName'],
    ['addbooking', 'booking/new/addbooking', { ...add, userName: 'Asha\u0000Rao' }, 'userName'],
    ['addbooking', 'booking/new/addbooking', { ...add, theaterName: 'A\u0000' }, 'theaterName'],
    ['addbooking', 'booking/new/addbooking', { ...add, userPhone: '1234567890' }, 'userPhone'],
    ['addbooking', 'booking/new/addbooking', { ...add, theatreId: 'th-nowhere' }, 'theatreId'],
    ['addbooking', 'booking/new/addbooking', { ...add, theatreId: ['th-aurora'] }, 'theatreId'],
    ['addbooking', 'booking/new/addbooking', { ...add, time: { ...AURORA.slot1, slotId: 'th-velvet-s1' } }, 'time.slotId'],
    ['addbooking', 'booking/new/addbooking', { ...add, time: { ...AURORA.slot1, toTime: '13:00' } }, 'time'],
    ['addbooking', 'booking/new/addbooking', { ...add, time: { ...AURORA.slot1, fromTime: '9am' } }, 'time.fromTime'],
    ['addbooking', 'booking/new/addbooking', { ...add, type: 'deluxe' }, 'type'],
    ['addbooking', 'booking/new/addbooking', { ...add, couponId: 'NOSUCHCODE' }, 'couponId'],
    ['addbooking', 'booking/new/addbooking', { ...add, couponId: 'FLAT700COMBO' }, 'couponId'],
    ['addbooking', 'booking/new/addbooking', { ...add, bookingId: 'b\u0000' }, 'bookingId'],
    ['addbooking', 'booking/new/addbooking', { ...add, bookingId: 42 }, 'bookingId'],
    ['getuniqueid', 'booking/new/getuniqueid', { bookingId: 'x'.repeat(10000) }, 'bookingId'],
    ['getuniqueid', 'booking/new/getuniqueid', { bookingId: null }, 'bookingId'],
    [
      'updateocasion',
      'booking/new/updateocasion',
      { bookingId: '{id}', occasionId: 'occ-nothing', personName: '', totalPrice: 2148 },
      'occasionId',
    ],
    [
      'updateocasion',
      'booking/new/updateocasion',
      { bookingId: '{id}', occasionId: 'occ-birthday', personName: 'R\u0000', totalPrice: 2447 },
      'personName',
    ],
    [
      'updateocasion',
      'booking/new/updateocasion',
      { bookingId: '{id}', occasionId: 'occ-birthday', personName: 'R', totalPrice: 2447.999 },
      'totalPrice',
    ],
    [
      'updatecakes',
      'booking/new/updatecakes',
      { bookingId: '{id}', products: [{ _id: 'cake-nothing', name: 'x', type: 'cake', cakeType: 'egg', price: 1, quantity: '1' }] },
      'products.0._id',
    ],
    [
      'updatecakes',
      'booking/new/updatecakes',
      {
        bookingId: '{id}',
        products: [{ _id: 'cake-egg-black-forest', name: 'x', type: 'cake', cakeType: 'eggless', price: 499, quantity: '500' }],
      },
      'products.0.cakeType',
    ],
    [
      'updatecakes',
      'booking/new/updatecakes',
      {
        bookingId: '{id}',
        products: [{ _id: 'cake-egg-black-forest', name: 'x', type: 'cake', cakeType: 'egg', price: 499, quantity: '5' }],
      },
      'products.0.quantity',
    ],
    [
      'updatecakes',
      'booking/new/updatecakes',
      {
        bookingId: '{id}',
        products: [{ _id: 'cake-egg-photo-cake', name: 'x', type: 'cake', cakeType: 'egg', price: 1199, quantity: '500' }],
      },
      'products.0._id',
    ],
    ['updatecakes', 'booking/new/updatecakes', { bookingId: '{id}', products: 'all of them' }, 'products'],
    [
      'updateaddons',
      'booking/new/updateaddons',
      {
        bookingId: '{id}',
        products: [{ _id: 'addon-nothing', name: 'x', type: 'other', price: 1, quantity: 1 }],
        addons: '[]',
        subTotal: 2149,
      },
      'products.0._id',
    ],
    ['updateaddons', 'booking/new/updateaddons', { bookingId: '{id}', products: [], addons: '{not json', subTotal: 2148 }, 'addons'],
    [
      'updateaddons',
      'booking/new/updateaddons',
      {
        bookingId: '{id}',
        products: [{ _id: 'addon-fog-entry', name: 'x', type: 'other', price: 1, quantity: 2 }],
        addons: '[]',
        subTotal: 2148,
      },
      'products.0.quantity',
    ],
    [
      'updatecombo',
      'booking/new/updatecombo',
      {
        bookingId: '{id}',
        totalPrice: 4100,
        planId: 'plan-aurora-birthday-standard',
        flavour: 'Black Forest',
        productId: 'cake-egg-black-forest',
      },
      'planId',
    ],
    [
      'updatecombo',
      'booking/new/updatecombo',
      { bookingId: '{id}', totalPrice: 4100, planId: 'plan-aurora-birthday-standard', flavour: '', productId: 'x' },
      'flavour',
    ],
    [
      'payment',
      'booking/new/updatebookingforPayment',
      {
        bookingId: '{id}',
        totalPrice: 2148,
        subTotal: 2148,
        advancePayment: 750.125,
        transactionStatus: 'completed',
        cashType: 'online',
        create_type: 'web',
        status: 'booking-confirmed',
      },
      'advancePayment',
    ],
    [
      'payment',
      'booking/new/updatebookingforPayment',
      {
        bookingId: '{id}',
        totalPrice: 2148,
        subTotal: 2148,
        advancePayment: 750,
        extraAddedPersonsForTheatre: -1,
        transactionStatus: 'c',
        cashType: 'online',
        create_type: 'web',
        status: 's',
      },
      'extraAddedPersonsForTheatre',
    ],
    [
      'payment',
      'booking/new/updatebookingforPayment',
      { bookingId: '{id}', totalPrice: 2148, subTotal: 2148, advancePayment: 750, couponId: 'FLAT700COMBO', couponAmount: 0, status: 's' },
      'couponId',
    ],
    ['read', 'bookings/getallbookings', { bookingId: { $ne: '' } }, 'bookingId'],
    ['status', 'booking/new/paymentstatus', { bookingId: 'b\u0000' }, 'bookingId'],
    ['order', 'booking/new/checkout/order', { bookingId: '{id}', paymentType: 'halfpayment', amount: 2148 }, 'paymentType'],
    ['order', 'booking/new/checkout/order', { bookingId: '{id}', paymentType: 'fullpayment', amount: '2148' }, 'amount'],
    ['order', 'booking/new/checkout/order', { bookingId: '{id}', paymentType: 'fullpayment', amount: -1 }, 'amount'],
    ['order', 'booking/new/checkout/order', { bookingId: '{id}', paymentType: 'fullpayment', amount: 2147 }, 'amount'],
    ['order', 'booking/new/checkout/order', { bookingId: '{id}', paymentType: 'partialpayment', amount: 2148 }, 'amount'],
    [
      'verify',
      'booking/new/checkout/verify',
      { bookingId: '{id}', razorpay_payment_id: 'p'.repeat(5000), razorpay_order_id: 'o', razorpay_signature: 's' },
      'razorpay_payment_id',
    ],
    [
      'verify',
      'booking/new/checkout/verify',
      { bookingId: '{id}', razorpay_payment_id: 'pay\u0000', razorpay_order_id: 'o', razorpay_signature: 's' },
      'razorpay_payment_id',
    ],
    [
      'verify',
      'booking/new/checkout/verify',
      { bookingId: '{id}', razorpay_payment_id: 'pay_1', razorpay_order_id: 42, razorpay_signature: 's' },
      'razorpay_order_id',
    ],
    ['read', 'admin/booking/get-bookingbyid', { bookingId: ['a'] }, 'bookingId'],
  ];
};

describe('hostile input', () => {
  it.each(hostile().map((row, i) => [i, row[0], row[3]]))('#%i %s: 400 naming %s', async (i) => {
    const [, path, raw, field] = hostile()[i as number];
    const before = await stored();
    const body = JSON.parse(JSON.stringify(raw).replace('"{id}"', JSON.stringify(bookingId)));
    const res = await h.post(path, body, auth(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it.each(everyCall().map(([p]) => [p]))('%s: a body that is not a JSON object is a 400, not a 500', async (path) => {
    for (const raw of ['{"broken', '[1,2]', '"text"', 'null', '1e999']) {
      const res = await h.post(path, raw, auth(owner));
      expect(res.status, raw).toBe(400);
    }
  });

  it('a body over 64 KB is refused', async () => {
    const res = await h.post('booking/new/addbooking', { ...addBookingBody(date), userName: 'x'.repeat(70_000) }, auth(owner));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('an unknown booking id is a 404', async () => {
    const res = await h.post('bookings/getallbookings', { bookingId: 'no-such-booking' }, auth(owner));
    expect(res.status).toBe(404);
  });
});
