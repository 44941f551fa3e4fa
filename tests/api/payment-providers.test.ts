import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxRoutes } from '../../server/sandbox/routes.ts';
import { PhonePeAdapter } from '../../server/payments/phonepe.ts';
import { ProviderError, WebhookRejected } from '../../server/payments/provider.ts';
import { RazorpayAdapter } from '../../server/payments/razorpay.ts';
import { ORIGIN, openSandboxApp, pressButton, type SandboxApp } from './sandboxApp.ts';

let s: SandboxApp;
let phonepe: PhonePeAdapter;
let razorpay: RazorpayAdapter;
let n = 0;
/** A merchant order id of its own for each payment. */
const orderId = () => `pay_${Date.now().toString(36)}_${++n}`;
const BACK = `${ORIGIN}/payment-processing?id=BK1`;

beforeAll(async () => {
  s = await openSandboxApp();
  phonepe = new PhonePeAdapter(s.config.phonepe, s.fetch, s.clock.now);
  razorpay = new RazorpayAdapter(s.config.razorpay, s.fetch);
});
afterAll(() => s?.close());
beforeEach(() => {
  s.delivered.length = 0;
  s.deliver.on = true;
});

const start = (amountPaise = 150_000, expireAfterSeconds = 900, merchantOrderId = orderId()) =>
  phonepe
    .createPayment({ merchantOrderId, amountPaise, redirectUrl: BACK, expireAfterSeconds, message: 'Booking BK1' })
    .then((p) => ({ ...p, merchantOrderId }));

const rejection = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('PhonePe token', () => {
  it('is fetched once, shared by concurrent calls, and fetched anew after it expires', async () => {
    const fresh = new PhonePeAdapter(s.config.phonepe, s.fetch, s.clock.now);
    const before = s.tokenCalls();
    const { merchantOrderId } = await Promise.all([start(), start(), start()]).then(() => start());
    await Promise.all([fresh.orderStatus(merchantOrderId), fresh.orderStatus(merchantOrderId), fresh.orderStatus(merchantOrderId)]);
    expect(s.tokenCalls() - before).toBe(2); // one for `phonepe`, one for `fresh`
    await fresh.orderStatus(merchantOrderId);
    expect(s.tokenCalls() - before).toBe(2);
    s.clock.advance(3600);
    await fresh.orderStatus(merchantOrderId);
    expect(s.tokenCalls() - before).toBe(3);
  });

  it('is fetched again once when the provider no longer takes it (401)', async () => {
    const { merchantOrderId } = await start();
    await s.db.query('delete from sandbox_phonepe_tokens');
    const before = s.tokenCalls();
    expect((await phonepe.orderStatus(merchantOrderId)).state).toBe('pending');
    expect(s.tokenCalls() - before).toBe(1);
  });

  it('with a wrong client secret is a ProviderError that does not show the secret', async () => {
    const wrong = new PhonePeAdapter({ ...s.config.phonepe, clientSecret: 'not-the-secret' }, s.fetch, s.clock.now);
    const err = await wrong.orderStatus('anything').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(401);
    expect((err as Error).message).not.toContain('not-the-secret');
  });

  it('a call without a live O-Bearer token is refused', async () => {
    for (const authorization of ['', 'O-Bearer nope', 'Bearer x']) {
      const res = await s.fetch(`${s.config.phonepe.apiHost}/checkout/v2/order/x/status`, { headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });
});

describe('PhonePe pay page', () => {
  it('serves the amount with the buttons Pay and Decline under a strict CSP', async () => {
    const { redirectUrl } = await start(123_450);
    expect(redirectUrl.startsWith(`${ORIGIN}/sandbox/phonepe/pay/`)).toBe(true);
    const res = await s.fetch(redirectUrl);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Pay ₹1,234\.50<\/title>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="decline"[^>]*>Decline<\/button>/);
    expect(html).not.toMatch(/<script|style="/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('Pay completes the order, signs the webhook, and sends the browser back', async () => {
    const { redirectUrl, merchantOrderId, providerOrderId } = await start(150_000);
    const res = await pressButton(s, redirectUrl, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(BACK);
    const status = await phonepe.orderStatus(merchantOrderId);
    expect(status).toMatchObject({ state: 'paid', amountPaise: 150_000 });
    expect(status.providerPaymentId).not.toBe('');
    expect(s.delivered).toHaveLength(1);
    const [hook] = s.delivered;
    const event = phonepe.verifyWebhook(hook.headers, hook.body);
    expect(event).toMatchObject({
      state: 'paid',
      amountPaise: 150_000,
      type: 'checkout.order.completed',
      merchantOrderId,
      providerOrderId,
      providerPaymentId: status.providerPaymentId,
    });
    // A redelivery of the same callback is recognisably the same event.
    expect(phonepe.verifyWebhook(hook.headers, hook.body).eventId).toBe(event.eventId);
    // A second press changes nothing and sends the browser back again.
    expect((await pressButton(s, redirectUrl, 'decline')).headers.get('location')).toBe(BACK);
    expect((await phonepe.orderStatus(merchantOrderId)).state).toBe('paid');
  });

  it('refuses a webhook whose Authorization is not the configured one, or whose body is not a callback', async () => {
    const { redirectUrl } = await start();
    await pressButton(s, redirectUrl, 'pay');
    const [hook] = s.delivered;
    const auth = hook.headers.get('authorization')!;
    for (const bad of [null, '', auth.slice(1), `${auth}0`, `SHA256 ${auth}`, auth.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))]) {
      const headers = new Headers(hook.headers);
      if (bad === null) headers.delete('authorization');
      else headers.set('authorization', bad);
      expect(rejection(() => phonepe.verifyWebhook(headers, hook.body))).toBeInstanceOf(WebhookRejected);
    }
    for (const body of ['', 'not json', '{}', '{"event":"checkout.order.completed","payload":{}}', hook.body.slice(0, -1)]) {
      expect(rejection(() => phonepe.verifyWebhook(hook.headers, body))).toBeInstanceOf(WebhookRejected);
    }
  });

  it('Decline fails the order and says so in the webhook', async () => {
    const { redirectUrl, merchantOrderId } = await start();
    expect((await pressButton(s, redirectUrl, 'decline')).status).toBe(303);
    expect((await phonepe.orderStatus(merchantOrderId)).state).toBe('failed');
    const event = phonepe.verifyWebhook(s.delivered[0].headers, s.delivered[0].body);
    expect(event).toMatchObject({ state: 'failed', type: 'checkout.order.failed', merchantOrderId });
  });

  it('an order past its expiry answers FAILED, its page says it expired, and the merchant is told once', async () => {
    const { redirectUrl, merchantOrderId } = await start(150_000, 300);
    s.clock.advance(301);
    expect((await phonepe.orderStatus(merchantOrderId)).state).toBe('failed');
    const page = await s.fetch(redirectUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This payment has expired');
    expect((await pressButton(s, redirectUrl, 'pay')).status).toBe(410);
    expect((await phonepe.orderStatus(merchantOrderId)).state).toBe('failed');
    expect(s.delivered).toHaveLength(1);
    expect(phonepe.verifyWebhook(s.delivered[0].headers, s.delivered[0].body)).toMatchObject({ state: 'failed', merchantOrderId });
  });

  it('a lost webhook leaves the status call to tell that it was paid', async () => {
    s.deliver.on = false;
    const { redirectUrl, merchantOrderId } = await start(99_900);
    await pressButton(s, redirectUrl, 'pay');
    expect(s.delivered).toHaveLength(0);
    expect(await phonepe.orderStatus(merchantOrderId)).toMatchObject({ state: 'paid', amountPaise: 99_900 });
  });

  it('refuses an amount under 100 paise, an expiry out of range and a merchant order id used before', async () => {
    const used = await start();
    for (const attempt of [() => start(99), () => start(150_000, 60), () => start(150_000, 900, used.merchantOrderId)]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).status).toBe(400);
    }
  });

  it('refunds a paid order once per refund id, and no more than was paid', async () => {
    const { redirectUrl, merchantOrderId, providerOrderId } = await start(150_000);
    await pressButton(s, redirectUrl, 'pay');
    const refund = { refundId: `rf_${merchantOrderId}`, merchantOrderId, providerOrderId, providerPaymentId: '', amountPaise: 150_000 };
    await phonepe.refund(refund);
    await phonepe.refund(refund);
    const rows = await s.db.query('select amount from sandbox_phonepe_refunds where merchant_order_id = $1', [merchantOrderId]);
    expect(rows).toHaveLength(1);
    await expect(phonepe.refund({ ...refund, refundId: `rf2_${merchantOrderId}`, amountPaise: 100 })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Razorpay', () => {
  const order = async (amountPaise = 250_000) => {
    const receipt = orderId();
    const { providerOrderId } = await razorpay.createOrder({ receipt, amountPaise, notes: { bookingId: 'BK2' } });
    return { receipt, providerOrderId };
  };
  const widget = (action: 'pay' | 'decline', providerOrderId: string, key = razorpay.keyId) =>
    s.fetch(`${ORIGIN}/sandbox/razorpay/checkout/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: key, order_id: providerOrderId }),
    });

  it('the widget pays an order; the handler fields pass verifyCheckout, and only those', async () => {
    const { providerOrderId } = await order();
    expect(providerOrderId).toMatch(/^order_/);
    const res = await widget('pay', providerOrderId);
    expect(res.status).toBe(200);
    const fields = (await res.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(fields.razorpay_order_id).toBe(providerOrderId);
    const ok = { providerOrderId, providerPaymentId: fields.razorpay_payment_id, signature: fields.razorpay_signature };
    expect(razorpay.verifyCheckout(ok)).toBe(true);
    expect(razorpay.verifyCheckout({ ...ok, signature: ok.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(razorpay.verifyCheckout({ ...ok, providerOrderId: 'order_other' })).toBe(false);
    expect(razorpay.verifyCheckout({ ...ok, signature: '' })).toBe(false);
    expect(await razorpay.orderStatus(providerOrderId)).toEqual({
      state: 'paid',
      amountPaise: 250_000,
      providerPaymentId: fields.razorpay_payment_id,
    });
    // No second payment on a paid order.
    expect((await widget('pay', providerOrderId)).status).toBe(400);
  });

  it('sends signed payment.captured and order.paid webhooks that verifyWebhook reads', async () => {
    const { providerOrderId, receipt } = await order(180_000);
    await widget('pay', providerOrderId);
    expect(s.delivered.map((d) => JSON.parse(d.body).event)).toEqual(['payment.captured', 'order.paid']);
    const [captured, paid] = s.delivered.map((d) => razorpay.verifyWebhook(d.headers, d.body));
    expect(captured).toMatchObject({ type: 'payment.captured', state: 'paid', amountPaise: 180_000, providerOrderId });
    expect(paid).toMatchObject({ type: 'order.paid', state: 'paid', amountPaise: 180_000, providerOrderId, merchantOrderId: receipt });
    expect(captured.eventId).not.toBe(paid.eventId);
    const hook = s.delivered[0];
    const tampered = hook.body.replace('180000', '100');
    expect(tampered).not.toBe(hook.body);
    expect(rejection(() => razorpay.verifyWebhook(hook.headers, tampered))).toBeInstanceOf(WebhookRejected);
    const badSignature = new Headers(hook.headers);
    badSignature.set(
      'x-razorpay-signature',
      hook.headers.get('x-razorpay-signature')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    expect(rejection(() => razorpay.verifyWebhook(badSignature, hook.body))).toBeInstanceOf(WebhookRejected);
    const noId = new Headers(hook.headers);
    noId.delete('x-razorpay-event-id');
    expect(rejection(() => razorpay.verifyWebhook(noId, hook.body))).toBeInstanceOf(WebhookRejected);
  });

  it('Decline fails the attempt (payment.failed) but leaves the order open to another try', async () => {
    const { providerOrderId } = await order();
    const res = await widget('decline', providerOrderId);
    const body = (await res.json()) as { error: { metadata: { order_id: string; payment_id: string } } };
    expect(body.error.metadata.order_id).toBe(providerOrderId);
    const event = razorpay.verifyWebhook(s.delivered[0].headers, s.delivered[0].body);
    expect(event).toMatchObject({
      type: 'payment.failed',
      state: 'failed',
      providerOrderId,
      providerPaymentId: body.error.metadata.payment_id,
    });
    expect((await razorpay.orderStatus(providerOrderId)).state).toBe('pending');
    await widget('pay', providerOrderId);
    expect((await razorpay.orderStatus(providerOrderId)).state).toBe('paid');
  });

  it('refunds once per refund id and marks the payment refunded', async () => {
    const { providerOrderId, receipt } = await order(120_000);
    const fields = (await (await widget('pay', providerOrderId)).json()) as { razorpay_payment_id: string };
    const refund = {
      refundId: `refund_${receipt}`,
      merchantOrderId: receipt,
      providerOrderId,
      providerPaymentId: fields.razorpay_payment_id,
      amountPaise: 120_000,
    };
    await razorpay.refund(refund);
    await razorpay.refund(refund);
    const rows = await s.db.query<{ status: string }>('select status from sandbox_razorpay_payments where id = $1', [
      fields.razorpay_payment_id,
    ]);
    expect(rows[0].status).toBe('refunded');
    expect(await s.db.query('select 1 from sandbox_razorpay_refunds where payment_id = $1', [fields.razorpay_payment_id])).toHaveLength(1);
    await expect(razorpay.refund({ ...refund, refundId: `other_${receipt}` })).rejects.toBeInstanceOf(ProviderError);
  });

  it('with wrong keys every call is a 401 ProviderError, and the widget refuses a wrong key', async () => {
    const wrong = new RazorpayAdapter({ ...s.config.razorpay, keySecret: 'wrong-secret' }, s.fetch);
    const err = await wrong.createOrder({ receipt: 'r1', amountPaise: 10_000, notes: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(401);
    expect((err as Error).message).not.toContain('wrong-secret');
    const { providerOrderId } = await order();
    expect((await widget('pay', providerOrderId, 'rzp_test_other')).status).toBe(401);
  });

  it('refuses an order under 100 paise', async () => {
    await expect(razorpay.createOrder({ receipt: 'r2', amountPaise: 99, notes: {} })).rejects.toMatchObject({ status: 400 });
  });

  it('serves the checkout script that defines window.Razorpay without HTML strings or style attributes', async () => {
    const res = await s.fetch(`${ORIGIN}${s.config.razorpay.checkoutScript}`);
    expect(res.headers.get('content-type')).toContain('javascript');
    const js = await res.text();
    expect(js).toContain('window.Razorpay = Razorpay');
    expect(js).not.toMatch(/innerHTML|insertAdjacentHTML|setAttribute\('style'|cssText/);
  });
});

describe('a restart of the server', () => {
  it('loses no token, order or payment: they are in the database', async () => {
    const { redirectUrl, merchantOrderId } = await start(140_000);
    await pressButton(s, redirectUrl, 'pay');
    let target: Hono = s.app;
    let tokens = 0;
    const fetch = async (url: string, init?: RequestInit) => {
      if (url.endsWith('/v1/oauth/token')) tokens++;
      return target.fetch(new Request(url, init));
    };
    const adapter = new PhonePeAdapter(s.config.phonepe, fetch, s.clock.now);
    await adapter.orderStatus(merchantOrderId);
    // A new app on the same database, as after a restart; the adapter keeps its token.
    target = new Hono();
    sandboxRoutes(target, {
      db: s.db,
      now: s.clock.now,
      fetch,
      webhookUrls: { phonepe: `${ORIGIN}/hooks/phonepe`, razorpay: `${ORIGIN}/hooks/razorpay` },
    });
    expect(await adapter.orderStatus(merchantOrderId)).toMatchObject({ state: 'paid', amountPaise: 140_000 });
    expect(tokens).toBe(1);
  });
});

describe('a provider that cannot be reached', () => {
  it('is a ProviderError, not a crash', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(new PhonePeAdapter(s.config.phonepe, down, s.clock.now).orderStatus('x')).rejects.toBeInstanceOf(ProviderError);
    await expect(new RazorpayAdapter(s.config.razorpay, down).orderStatus('order_x')).rejects.toBeInstanceOf(ProviderError);
  });
});
