import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { SANDBOX_CREDENTIALS } from '../../server/payments/config.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import {
  addBookingBody,
  AURORA,
  auth,
  blackForestLine,
  createBooking,
  detailsAgain,
  newToken,
  postFrom,
  testClock,
} from './bookingFixtures.ts';
import { paymentRequestBody } from '../support/paymentRequest.ts';
import { PAYMENT_OPEN } from '../../server/booking/errors.ts';
import { openPaymentHarness, paymentsOf, pressOnPayPage, readBooking, slotBooked, startPayment } from './paymentFixtures.ts';

/** /Checkout's card widget: an order for the chosen amount, the handler's signature, the provider's word. */
const clock = testClock();
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
});
afterAll(() => t.h.close());

let day = 40;
async function heldBooking() {
  const date = addDays(istToday(clock.now()), day++);
  const token = await newToken(t.h);
  const bookingId = await createBooking(t.h, token, addBookingBody(date));
  return { token, bookingId, date, booking: await readBooking(t.h, token, bookingId) };
}

/** Presses a button of the sandbox widget, as its script does. */
async function widget(button: 'pay' | 'decline', orderId: string) {
  const res = await t.h.app.request(`${IN_PROCESS_ORIGIN}/sandbox/razorpay/checkout/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: SANDBOX_CREDENTIALS.razorpay.keyId, order_id: orderId }),
  });
  return res.json();
}

const order = (token: string, body: object) => t.h.post('booking/new/checkout/order', body, auth(token));
const verify = (token: string, body: object) => t.h.post('booking/new/checkout/verify', body, auth(token));

describe('checkout order', () => {
  it.each([
    ['fullpayment', 'totalPrice'],
    ['partialpayment', 'advancePayment'],
  ] as const)('%s: an order in paise for the %s, with what the widget opens with', async (paymentType, field) => {
    const { token, bookingId, booking } = await heldBooking();
    const res = await order(token, { bookingId, paymentType, amount: booking[field] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      bookingId,
      amount: Math.round(booking[field] * 100),
      currency: 'INR',
      key: SANDBOX_CREDENTIALS.razorpay.keyId,
    });
    expect(res.body.orderId).toMatch(/^order_/);
    expect(res.body.script).toMatch(/checkout\.js$/);
    const [p] = await paymentsOf(t.h, bookingId);
    expect(p).toMatchObject({ provider: 'razorpay', provider_order_id: res.body.orderId, amount: res.body.amount, status: 'pending' });
  });

  it('opening the order makes the booking payment-pending with its history row, once; a second click reuses it and adds none', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const first = await order(token, { bookingId, paymentType: 'partialpayment', amount: booking.advancePayment });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await order(token, { bookingId, paymentType: 'partialpayment', amount: booking.advancePayment });
    expect(again.body.orderId).toBe(first.body.orderId);
    expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
    const history = await t.h.db.query<{ status: string; note: string }>(
      'select status, note from booking_status_history where booking_id = $1 order by id',
      [bookingId],
    );
    expect(history.map((r) => r.status)).toEqual(['held', 'payment-pending']);
    expect(history[1].note).toMatch(/^payment PAY_\w+ opened: razorpay, partialpayment, ₹750$/);
  });

  it('two orders at once: the booking changes status once, so one history row', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const both = await Promise.all([0, 1].map(() => order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice })));
    expect(
      both.some((r) => r.status === 200),
      JSON.stringify(both.map((r) => r.body)),
    ).toBe(true);
    const [{ n }] = await t.h.db.query<{ n: number }>(
      `select count(*)::int as n from booking_status_history where booking_id = $1 and status = 'payment-pending'`,
      [bookingId],
    );
    expect(n).toBe(1);
  });

  it('an amount other than the server’s is a 400 naming it, and no order is made', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const res = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice - 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'amount', expected: booking.totalPrice });
    expect(await paymentsOf(t.h, bookingId)).toEqual([]);
  });
});

describe('checkout verify', () => {
  it('full payment: Pay, then the handler’s signature verified, confirms the booking with the total paid', async () => {
    const { token, bookingId, date, booking } = await heldBooking();
    const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    const handler = await widget('pay', o.orderId);
    const res = await verify(token, { bookingId, ...handler });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'booking-confirmed' });
    expect(res.body.message).toContain(booking.orderId);
    const b = await readBooking(t.h, token, bookingId);
    expect(b).toMatchObject({
      status: 'booking-confirmed',
      amountPaid: booking.totalPrice,
      paymentType: 'fullpayment',
      remainingAmount: 0,
    });
    expect(b.invoice).not.toBe('');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    // The handler's answer again (a double submit) changes nothing.
    expect((await verify(token, { bookingId, ...handler })).body.status).toBe('booking-confirmed');
    expect((await paymentsOf(t.h, bookingId)).map((p) => p.status)).toEqual(['paid']);
  });

  it('advance: the advance is paid, the rest is left for the venue', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const { body: o } = await order(token, { bookingId, paymentType: 'partialpayment', amount: booking.advancePayment });
    const res = await verify(token, { bookingId, ...(await widget('pay', o.orderId)) });
    expect(res.status).toBe(200);
    const b = await readBooking(t.h, token, bookingId);
    expect(b).toMatchObject({
      status: 'booking-confirmed',
      amountPaid: booking.advancePayment,
      paymentType: 'partialpayment',
      remainingAmount: booking.totalPrice - booking.advancePayment,
    });
  });

  it('a wrong signature is a 400, stored and logged with the address it came from, and confirms nothing', async () => {
    const { token, bookingId, booking } = await heldBooking();
    t.control.deliverWebhooks = false;
    try {
      const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
      const handler = await widget('pay', o.orderId);
      const forged = { bookingId, ...handler, razorpay_signature: 'f'.repeat(64) };
      const res = await postFrom(t.h.app, '192.0.2.44', 'booking/new/checkout/verify', forged, auth(token).headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/could not be verified/);
      expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
      const logged = await t.h.db.query(`select client from payment_rejections where provider = 'razorpay' and body_sample like $1`, [
        `%${bookingId}%`,
      ]);
      expect(logged).toEqual([{ client: '192.0.2.44' }]);
      expect(t.logs.filter((line) => line.includes(`booking ${bookingId}`))).toEqual([
        `checkout verify for booking ${bookingId} from 192.0.2.44: signature does not match; refused`,
      ]);
    } finally {
      t.control.deliverWebhooks = true;
    }
  });

  it('a tampered webhook signature is refused with 401 and logged', async () => {
    const res = await t.h.post('payments/razorpay/webhook', JSON.stringify({ event: 'payment.captured', payload: {} }), {
      headers: { 'x-razorpay-signature': '0'.repeat(64), 'x-razorpay-event-id': 'evt_forged' },
    });
    expect(res.status).toBe(401);
    const logged = await t.h.db.query(
      `select 1 from payment_rejections where provider = 'razorpay' and body_sample like '%payment.captured%'`,
    );
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('another booking’s order cannot confirm this booking', async () => {
    const a = await heldBooking();
    const b = await heldBooking();
    const { body: o } = await order(a.token, { bookingId: a.bookingId, paymentType: 'fullpayment', amount: a.booking.totalPrice });
    const handler = await widget('pay', o.orderId);
    const res = await verify(b.token, { bookingId: b.bookingId, ...handler });
    expect(res.status).toBe(400);
    expect((await readBooking(t.h, b.token, b.bookingId)).status).toBe('held');
  });

  it('Decline fails the payment and frees the slot; a new order can still be paid', async () => {
    const { token, bookingId, date, booking } = await heldBooking();
    const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    const declined = await widget('decline', o.orderId);
    expect(declined.error.reason).toBe('payment_failed');
    expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-failed');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    const again = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    expect(again.status).toBe(200);
    const res = await verify(token, { bookingId, ...(await widget('pay', again.body.orderId)) });
    expect(res.body.status).toBe('booking-confirmed');
  });
});

/** Add-ons from the seed: three that bring Aurora's ₹2,148 to ₹5,445, and one more. */
const addon = (id: string, name: string, price: number) => ({ _id: `addon-${id}`, name, type: 'other', price, quantity: 1 });
const THREE_ADDONS = [
  addon('balloon-arch', 'Balloon Arch Upgrade', 799),
  addon('photo-shoot-20min', 'Photo Shoot (20 min, 30 edited photos)', 999),
  addon('cinematic-reel', 'Cinematic Reel (60 seconds)', 1499),
];
const addonsBody = (bookingId: string, products: ReturnType<typeof addon>[]) => ({
  bookingId,
  products,
  addons: JSON.stringify(products.map((p) => ({ id: p._id, price: p.price, name: p.name }))),
});

/** The wizard's payment request with the booking's own figures, and a change. */
const paymentRequest = (b: Record<string, any>, change: object = {}) => ({ ...paymentRequestBody(b._id, b), ...change });

type Opened = 'checkout/order' | 'updatebookingforPayment';

/** Every call that changes a booking, as a valid change of a basic booking; `kept`: the open payment's own repeat, which is answered. */
const changes: [string, string, (b: Record<string, any>) => object, kept?: Opened][] = [
  ['addbooking: details again, another person', 'booking/new/addbooking', (b) => detailsAgain(b, { noOfPersons: 3 })],
  ["addbooking: the checkout's coupon", 'booking/new/addbooking', (b) => detailsAgain(b, { couponId: 'cpn-celebrate10' })],
  ['addbooking: the combo type', 'booking/new/addbooking', (b) => detailsAgain(b, { type: 'combo', subTotal: 0 })],
  ['updateocasion', 'booking/new/updateocasion', (b) => ({ bookingId: b._id, occasionId: 'occ-proposal', personName: 'Ravi' })],
  [
    'updatecakes',
    'booking/new/updatecakes',
    (b) => ({
      bookingId: b._id,
      products: [blackForestLine(998, '1')],
    }),
  ],
  ['updateaddons', 'booking/new/updateaddons', (b) => addonsBody(b._id, THREE_ADDONS)],
  [
    'updatecombo',
    'booking/new/updatecombo',
    (b) => ({ bookingId: b._id, planId: 'plan-aurora-birthday-standard', flavour: 'Black Forest', productId: 'cake-egg-black-forest' }),
  ],
  [
    'updatebookingforPayment: a coupon',
    'booking/new/updatebookingforPayment',
    (b) => paymentRequest(b, { couponId: 'CELEBRATE10', couponAmount: 214.8, totalPrice: 1933.2 }),
  ],
  ['updatebookingforPayment: as it is', 'booking/new/updatebookingforPayment', (b) => paymentRequest(b), 'updatebookingforPayment'],
  [
    'checkout/order: the advance instead',
    'booking/new/checkout/order',
    (b) => ({ bookingId: b._id, paymentType: 'partialpayment', amount: b.advancePayment }),
  ],
  [
    'checkout/order: the full amount again',
    'booking/new/checkout/order',
    (b) => ({ bookingId: b._id, paymentType: 'fullpayment', amount: b.totalPrice }),
    'checkout/order',
  ],
];

/**
 * While a payment is open (an order for the widget, or the PhonePe pay page) the booking is what
 * that payment asks for: every change is a 409 with a message for the customer, and nothing is saved.
 */
describe.each<Opened>(['checkout/order', 'updatebookingforPayment'])('a booking with a payment open after %s', (opened) => {
  let token: string;
  let before: Record<string, any>;
  let orderId: string;
  let payUrl: string;
  beforeAll(async () => {
    const held = await heldBooking();
    token = held.token;
    await t.h.post('booking/new/updateocasion', { bookingId: held.bookingId, occasionId: 'occ-birthday', personName: 'Asha' }, auth(token));
    if (opened === 'checkout/order') {
      const b = await readBooking(t.h, token, held.bookingId);
      orderId = (await order(token, { bookingId: held.bookingId, paymentType: 'fullpayment', amount: b.totalPrice })).body.orderId;
    } else {
      payUrl = (await startPayment(t.h, token, held.bookingId)).url;
    }
    before = await readBooking(t.h, token, held.bookingId);
    expect(before.status).toBe('payment-pending');
  });

  it.each(changes.map(([name, path, body, kept]) => ({ name, path, body, kept })))(
    '$name: 409, nothing changed',
    async ({ path, body, kept }) => {
      const res = await t.h.post(path, body(before), auth(token));
      if (kept === opened) {
        // The same request again opens the same payment: a second click is not a second charge.
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        if (opened === 'checkout/order') expect(res.body.orderId).toBe(orderId);
        else expect(res.body.data.instrumentResponse.redirectInfo.url).toBe(payUrl);
      } else {
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body).toEqual({ success: false, message: PAYMENT_OPEN });
      }
      const after = await readBooking(t.h, token, before._id);
      expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
      expect((await paymentsOf(t.h, before._id)).map((p) => p.status)).toEqual(['pending']);
    },
  );

  it("another customer's token is a 403 for every change, and learns nothing of the payment", async () => {
    const stranger = await newToken(t.h);
    for (const [name, path, body] of changes) {
      const res = await t.h.post(path, body(before), auth(stranger));
      expect(res.status, name).toBe(403);
      expect(res.body.message, name).not.toContain('payment');
    }
  });
});

describe('the changes reported while a payment was open', () => {
  it('a full-payment order, then three add-ons: refused, and the order paid confirms the booking it was for, paid in full', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: 2148 });
    expect(o.amount).toBe(214800);
    const addons = await t.h.post('booking/new/updateaddons', addonsBody(bookingId, THREE_ADDONS), auth(token));
    expect(addons.status).toBe(409);
    const paid = await verify(token, { bookingId, ...(await widget('pay', o.orderId)) });
    expect(paid.body.status).toBe('booking-confirmed');
    const b = await readBooking(t.h, token, bookingId);
    expect(b).toMatchObject({
      status: 'booking-confirmed',
      totalPrice: booking.totalPrice,
      amountPaid: 2148,
      remainingAmount: 0,
      addons: [],
    });
  });

  it('the PhonePe pay page, then the combo type: refused, and Pay confirms the basic booking with its advance', async () => {
    const { token, bookingId, booking } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    const combo = await t.h.post('booking/new/addbooking', detailsAgain(booking, { type: 'combo', subTotal: 0 }), auth(token));
    expect(combo.status).toBe(409);
    await pressOnPayPage(t.h, url, 'Pay');
    const b = await readBooking(t.h, token, bookingId);
    expect(b).toMatchObject({ status: 'booking-confirmed', type: 'normal', totalPrice: 2148, amountPaid: 750, remainingAmount: 1398 });
  });

  it('a declined payment lifts the freeze: the booking changes, and a new order asks its new total', async () => {
    const { token, bookingId } = await heldBooking();
    const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: 2148 });
    await widget('decline', o.orderId);
    const addons = await t.h.post('booking/new/updateaddons', addonsBody(bookingId, THREE_ADDONS), auth(token));
    expect(addons.status, JSON.stringify(addons.body)).toBe(200);
    expect(addons.body.amounts.totalPrice).toBe(5445);
    const again = await order(token, { bookingId, paymentType: 'fullpayment', amount: 5445 });
    expect(again.body.amount).toBe(544500);
    const res = await verify(token, { bookingId, ...(await widget('pay', again.body.orderId)) });
    expect(res.body.status).toBe('booking-confirmed');
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ totalPrice: 5445, amountPaid: 5445, remainingAmount: 0 });
  });
});

describe('a change racing a payment request', () => {
  /** Add-on sets of different prices: every change that lands moves the total. */
  const sets = [[THREE_ADDONS[0]], [THREE_ADDONS[1]], [THREE_ADDONS[2]], THREE_ADDONS.slice(0, 2), THREE_ADDONS];

  it.each<Opened>(['checkout/order', 'updatebookingforPayment'])(
    '%s: either the changes land and the request is a price change, or it opens the payment and they are refused; the payment always asks what the booking costs',
    async (opened) => {
      const rounds = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const { token, bookingId, booking } = await heldBooking();
          const request =
            opened === 'checkout/order'
              ? () => order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice })
              : () => t.h.post('booking/new/updatebookingforPayment', paymentRequest(booking), auth(token));
          // Half the rounds give the payment request a head start of a turn of the event loop, so that both outcomes come up.
          const headStart = i % 2 === 0 ? () => new Promise((r) => setImmediate(r)) : () => Promise.resolve();
          const changes = headStart().then(() =>
            Promise.all(sets.map((set) => t.h.post('booking/new/updateaddons', addonsBody(bookingId, set), auth(token)))),
          );
          const [pay, changed] = await Promise.all([request(), changes]);
          return { token, bookingId, pay: pay.status, changed: changed.map((c) => c.status) };
        }),
      );
      for (const r of rounds) {
        const b = await readBooking(t.h, r.token, r.bookingId);
        const payments = await t.h.db.query<{ amount: number; booking_total: number }>(
          'select amount, booking_total from payments where booking_id = $1',
          [r.bookingId],
        );
        expect([200, 400]).toContain(r.pay);
        for (const s of r.changed) expect([200, 409]).toContain(s);
        if (r.pay === 200) {
          // Opened first: every change after it is refused, and the payment asks the booking's total.
          expect(
            r.changed.every((s) => s === 409),
            JSON.stringify(r),
          ).toBe(true);
          expect(payments).toEqual([
            {
              amount: Math.round((opened === 'checkout/order' ? b.totalPrice : b.advancePayment) * 100),
              booking_total: Math.round(b.totalPrice * 100),
            },
          ]);
          expect(b.totalPrice).toBe(2148);
        } else {
          expect(
            r.changed.some((s) => s === 200),
            JSON.stringify(r),
          ).toBe(true);
          expect(payments).toEqual([]);
        }
      }
    },
  );
});

describe('cancelling an open payment to change the booking', () => {
  const cancel = (token: string, bookingId: unknown) => t.h.post('booking/new/cancelpayment', { bookingId }, auth(token));

  it('a card order cancelled: the booking changes, a new order of another type opens, and the cancelled one paid after all is refunded', async () => {
    const { token, bookingId, booking, date } = await heldBooking();
    const { body: first } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    expect((await order(token, { bookingId, paymentType: 'partialpayment', amount: booking.advancePayment })).status).toBe(409);
    const res = await cancel(token, bookingId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      bookingId,
      cancelled: true,
      message: 'The payment you started was cancelled: you can change your booking now.',
    });
    // Twice changes nothing.
    expect((await cancel(token, bookingId)).body).toMatchObject({ cancelled: false, message: 'No payment was open on this booking.' });
    const history = await t.h.db.query<{ note: string }>('select note from booking_status_history where booking_id = $1 order by id', [
      bookingId,
    ]);
    expect(history.filter((r) => r.note.includes('cancelled by the customer'))).toHaveLength(1);
    // The slot stays the customer's, and the booking can change again.
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    const addons = await t.h.post('booking/new/updateaddons', addonsBody(bookingId, THREE_ADDONS), auth(token));
    expect(addons.status, JSON.stringify(addons.body)).toBe(200);
    const second = await order(token, { bookingId, paymentType: 'partialpayment', amount: addons.body.amounts.advancePayment });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // The first window was still open somewhere and gets paid: it no longer matches the booking, so it is refunded.
    await widget('pay', first.orderId);
    await t.reconcile();
    const [newer, older] = await paymentsOf(t.h, bookingId);
    expect(older).toMatchObject({ status: expect.stringMatching(/^refund/) });
    expect(newer).toMatchObject({ status: 'pending' });
    const paid = await verify(token, { bookingId, ...(await widget('pay', second.body.orderId)) });
    expect(paid.body.status).toBe('booking-confirmed');
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ totalPrice: 5445, amountPaid: addons.body.amounts.advancePayment });
  });

  it('a PhonePe page left behind, cancelled, then paid after all with the booking unchanged: it confirms the booking it was for', async () => {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    expect((await cancel(token, bookingId)).body.cancelled).toBe(true);
    await pressOnPayPage(t.h, url, 'Pay');
    const polled = await t.h.post('booking/new/paymentstatus', { bookingId }, auth(token));
    expect(polled.body).toMatchObject({ status: 'booking-confirmed', settled: true });
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ status: 'booking-confirmed', amountPaid: 750 });
  });

  it('a cancelled payment the provider then fails leaves the booking and its hold as they were', async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await cancel(token, bookingId);
    await pressOnPayPage(t.h, url, 'Decline');
    await t.reconcile();
    const [p] = await paymentsOf(t.h, bookingId);
    expect(p).toMatchObject({ status: 'failed' });
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).not.toBe('payment-failed');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    expect((await t.h.post('booking/new/updateaddons', addonsBody(bookingId, [THREE_ADDONS[0]]), auth(token))).status).toBe(200);
  });

  it('hostile input: wrong types, huge and NUL-laden ids, no token, another customer’s token, a paid booking', async () => {
    const { token, bookingId, booking } = await heldBooking();
    for (const bad of [42, null, '', 'x'.repeat(5_000), 'bk\u0000id', ['a'], { $ne: null }]) {
      const res = await cancel(token, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    // A body past the size limit is refused before it is read.
    expect((await cancel(token, 'x'.repeat(100_000))).status).toBe(413);
    expect((await t.h.post('booking/new/cancelpayment', { bookingId })).status).toBe(401);
    await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    const stranger = await newToken(t.h);
    expect((await cancel(stranger, bookingId)).status).toBe(403);
    expect((await paymentsOf(t.h, bookingId))[0]).toMatchObject({ status: 'pending' });
    expect((await cancel(token, 'no-such-booking')).status).toBe(404);
    const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
    await verify(token, { bookingId, ...(await widget('pay', o.orderId)) });
    const paid = await cancel(token, bookingId);
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe('This booking is already paid: there is no payment to cancel.');
  });

  it('a cancel racing a new order and a change: every payment left open asks what the booking costs', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { token, bookingId, booking } = await heldBooking();
        await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
        const [c, o, a] = await Promise.all([
          cancel(token, bookingId),
          order(token, { bookingId, paymentType: 'partialpayment', amount: booking.advancePayment }),
          t.h.post('booking/new/updateaddons', addonsBody(bookingId, [THREE_ADDONS[0]]), auth(token)),
        ]);
        return { token, bookingId, statuses: [c.status, o.status, a.status] };
      }),
    );
    for (const r of rounds) {
      expect(r.statuses[0]).toBe(200);
      const b = await readBooking(t.h, r.token, r.bookingId);
      const open = await t.h.db.query<{ amount: number; booking_total: number; payment_type: string }>(
        "select amount, booking_total, payment_type from payments where booking_id = $1 and status = 'pending'",
        [r.bookingId],
      );
      expect(open.length).toBeLessThanOrEqual(1);
      for (const p of open) {
        expect(p.booking_total, JSON.stringify(r)).toBe(Math.round(b.totalPrice * 100));
        expect(p.amount).toBe(Math.round((p.payment_type === 'fullpayment' ? b.totalPrice : b.advancePayment) * 100));
      }
    }
  });
});
