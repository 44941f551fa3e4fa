import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { SANDBOX_CREDENTIALS } from '../../server/payments/config.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { openPaymentHarness, paymentsOf, readBooking, slotBooked } from './paymentFixtures.ts';

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
    expect(res.body).toMatchObject({ success: true, bookingId, amount: Math.round(booking[field] * 100), currency: 'INR', key: SANDBOX_CREDENTIALS.razorpay.keyId });
    expect(res.body.orderId).toMatch(/^order_/);
    expect(res.body.script).toMatch(/checkout\.js$/);
    const [p] = await paymentsOf(t.h, bookingId);
    expect(p).toMatchObject({ provider: 'razorpay', provider_order_id: res.body.orderId, amount: res.body.amount, status: 'pending' });
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
    expect(b).toMatchObject({ status: 'booking-confirmed', amountPaid: booking.totalPrice, paymentType: 'fullpayment', remainingAmount: 0 });
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

  it('a wrong signature is a 400, logged, and confirms nothing', async () => {
    const { token, bookingId, booking } = await heldBooking();
    t.control.deliverWebhooks = false;
    try {
      const { body: o } = await order(token, { bookingId, paymentType: 'fullpayment', amount: booking.totalPrice });
      const handler = await widget('pay', o.orderId);
      const res = await verify(token, { bookingId, ...handler, razorpay_signature: 'f'.repeat(64) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/could not be verified/);
      expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
      const logged = await t.h.db.query(`select 1 from payment_rejections where provider = 'razorpay' and body_sample like $1`, [`%${bookingId}%`]);
      expect(logged).toHaveLength(1);
    } finally {
      t.control.deliverWebhooks = true;
    }
  });

  it('a tampered webhook signature is refused with 401 and logged', async () => {
    const res = await t.h.post('payments/razorpay/webhook', JSON.stringify({ event: 'payment.captured', payload: {} }), {
      headers: { 'x-razorpay-signature': '0'.repeat(64), 'x-razorpay-event-id': 'evt_forged' },
    });
    expect(res.status).toBe(401);
    const logged = await t.h.db.query(`select 1 from payment_rejections where provider = 'razorpay' and body_sample like '%payment.captured%'`);
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
