import { paymentRequestBody } from '../support/paymentRequest.ts';
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { buildPayments } from '../../server/payments/build.ts';
import { SANDBOX_CREDENTIALS, sandboxPayments } from '../../server/payments/config.ts';
import type { Fetch } from '../../server/payments/provider.ts';
import { reconcile } from '../../server/payments/reconciler.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/** The booking as the server has it (its own token). */
export async function readBooking(h: Harness, token: string, bookingId: string) {
  const res = await h.post('bookings/getallbookings', { bookingId }, auth(token));
  if (res.status !== 200) throw new Error(`getallbookings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.booking;
}

/** The wizard's payment request with the server's own figures: answers the sandbox pay page's URL. */
export async function startPayment(h: Harness, token: string, bookingId: string): Promise<{ status: number; body: any; url: string }> {
  const b = await readBooking(h, token, bookingId);
  const res = await h.post('booking/new/updatebookingforPayment', paymentRequestBody(bookingId, b), auth(token));
  return { ...res, url: res.body?.data?.instrumentResponse?.redirectInfo?.url ?? '' };
}

/**
 * Reads the sandbox's pay page as a browser would and finds the form whose button says `button`:
 * answers a function that submits it (pressed twice, it is a double click on one loaded page).
 */
export async function payPageButton(h: Harness, pageUrl: string, button: 'Pay' | 'Decline'): Promise<() => Promise<Response>> {
  const page = await h.app.request(pageUrl);
  const html = await page.text();
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)];
  const form = forms.find((f) => new RegExp(`<button[^>]*>\\s*${button}\\s*</button>`, 'i').test(f[2]));
  if (!form) throw new Error(`no ${button} button on the pay page (${page.status}): ${html.slice(0, 500)}`);
  const action = /action="([^"]*)"/i.exec(form[1])?.[1] ?? pageUrl;
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
  }
  const named = new RegExp(`<button[^>]*name="([^"]*)"[^>]*value="([^"]*)"[^>]*>\\s*${button}`, 'i').exec(form[2]);
  if (named) fields.set(named[1], named[2]);
  return async () =>
    h.app.request(new URL(action.replaceAll('&amp;', '&'), pageUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
}

/** Presses a button of the sandbox's pay page as a browser would. Answers the sandbox's response (a redirect back). */
export async function pressOnPayPage(h: Harness, pageUrl: string, button: 'Pay' | 'Decline'): Promise<Response> {
  return (await payPageButton(h, pageUrl, button))();
}

/** The Authorization PhonePe puts on its webhooks: SHA-256 of the configured username:password. */
export const phonePeWebhookAuth = (
  username: string = SANDBOX_CREDENTIALS.phonepe.webhookUsername,
  password: string = SANDBOX_CREDENTIALS.phonepe.webhookPassword,
) => createHash('sha256').update(`${username}:${password}`).digest('hex');

/** A PhonePe Standard Checkout webhook body for one of our payments. */
export function phonePeWebhook(merchantOrderId: string, state: 'COMPLETED' | 'FAILED', amount: number, transactionId = 'OM-TEST') {
  return {
    event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
    payload: {
      orderId: `OMO-${merchantOrderId}`,
      merchantId: 'SANDBOX',
      merchantOrderId,
      state,
      amount,
      expireAt: Date.now() + 600_000,
      paymentDetails: [{ paymentMode: 'UPI_QR', transactionId, timestamp: Date.now(), amount, state }],
    },
  };
}

export async function sendPhonePeWebhook(h: Harness, body: unknown, authorization = phonePeWebhookAuth()) {
  return h.post('payments/phonepe/webhook', JSON.stringify(body), { headers: { authorization } });
}

/** The booking's payments, newest first, as stored. */
export async function paymentsOf(h: Harness, bookingId: string) {
  return h.db.query<{ id: string; status: string; amount: number; paid_amount: number; provider: string; provider_order_id: string }>(
    'select id, status, amount, paid_amount, provider, provider_order_id from payments where booking_id = $1 order by created_at desc',
    [bookingId],
  );
}

/** Whether the theatre's slot shows booked on the date, as the theatre list sees it. */
export async function slotBooked(h: Harness, theatreId: string, slotId: string, date: string): Promise<boolean> {
  const res = await h.post('web/getslotsbydate', { theatreId, slotDate: date });
  const slot = res.body.slots?.find((s: { _id: string }) => s._id === slotId);
  if (!slot) throw new Error(`no slot ${slotId} on ${date}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return slot.isBooked;
}

/**
 * A harness whose sandbox and adapters the test holds: webhooks can be lost on purpose, the
 * reconciler run by hand, and what was logged read back.
 */
export async function openPaymentHarness(now: () => Date, options: { db?: Database } = {}) {
  let app: Hono | undefined;
  const inProcess: Fetch = (u, init) => Promise.resolve(app!.fetch(new Request(u, init)));
  const logs: string[] = [];
  const payments = buildPayments(sandboxPayments(IN_PROCESS_ORIGIN, 0.01), {
    fetch: inProcess,
    now,
    siteOrigin: () => IN_PROCESS_ORIGIN,
    log: (l) => logs.push(l),
  });
  const control = { deliverWebhooks: true, delivered: [] as { url: string; headers: Headers; body: string }[] };
  const deliver: Fetch = async (u, init) => {
    const req = new Request(u, init);
    control.delivered.push({ url: req.url, headers: req.headers, body: await req.clone().text() });
    return app!.fetch(req);
  };
  const h = await openHarness({
    now,
    db: options.db,
    app: { payments, sandbox: { fetch: deliver, deliverWebhooks: () => control.deliverWebhooks } },
  });
  app = h.app;
  const deps = { db: h.db, now, slotHoldMinutes: 15, payments };
  return { h, payments, deps, logs, control, reconcile: () => reconcile(deps) };
}

export type PaymentHarness = Awaited<ReturnType<typeof openPaymentHarness>>;

export interface PaidBookingOptions {
  slot?: { slotId: string; fromTime: string; toTime: string };
  pay?: 'advance' | 'full' | 'none';
  /** Fields of the booking's first step other than addBookingBody's. */
  body?: Record<string, unknown>;
  /** What the customer does before paying (an occasion, a cake), with the booking's guest token. */
  before?: (token: string, bookingId: string) => Promise<void>;
}

/**
 * A booking of an Aurora slot (its first by default) on `date`, paid as asked: the advance on the
 * sandbox's pay page (PhonePe), everything with the card widget (Razorpay), or nothing (held).
 */
export async function paidBooking(
  t: PaymentHarness,
  date: string,
  o: PaidBookingOptions = {},
): Promise<{ token: string; bookingId: string; date: string }> {
  const token = await newToken(t.h);
  const slot = o.slot ? { time: o.slot, subTotal: o.slot === AURORA.ninety ? 1799 : 2148 } : {};
  const bookingId = await createBooking(t.h, token, addBookingBody(date, { ...slot, ...o.body }));
  await o.before?.(token, bookingId);
  if (o.pay === 'full') {
    const b = await readBooking(t.h, token, bookingId);
    const order = await t.h.post(
      'booking/new/checkout/order',
      { bookingId, paymentType: 'fullpayment', amount: b.totalPrice },
      auth(token),
    );
    const handler = await (
      await t.h.app.request(`${IN_PROCESS_ORIGIN}/sandbox/razorpay/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: SANDBOX_CREDENTIALS.razorpay.keyId, order_id: order.body.orderId }),
      })
    ).json();
    const verified = await t.h.post('booking/new/checkout/verify', { bookingId, ...handler }, auth(token));
    if (verified.body.status !== 'booking-confirmed') throw new Error(`not confirmed: ${JSON.stringify(verified.body)}`);
  } else if (o.pay !== 'none') {
    const { url } = await startPayment(t.h, token, bookingId);
    await pressOnPayPage(t.h, url, 'Pay');
  }
  return { token, bookingId, date };
}
