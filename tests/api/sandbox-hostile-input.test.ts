import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, openSandboxApp, type SandboxApp } from './sandboxApp.ts';
import { PhonePeAdapter } from '../../server/payments/phonepe.ts';

/** Whatever a caller sends, the sandbox answers 4xx, never 5xx: it is a provider others call. */
let s: SandboxApp;
let bearer = '';
let payPage = '';
const basic = `Basic ${Buffer.from('rzp_test_sandbox:sandbox-key-secret').toString('base64')}`;
const HUGE = 'x'.repeat(40_000);

beforeAll(async () => {
  s = await openSandboxApp();
  const res = await s.fetch(`${s.config.phonepe.authHost}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'client_id=SANDBOX_CLIENT&client_version=1&client_secret=sandbox-client-secret&grant_type=client_credentials',
  });
  bearer = `O-Bearer ${((await res.json()) as { access_token: string }).access_token}`;
  const adapter = new PhonePeAdapter(s.config.phonepe, s.fetch, s.clock.now);
  payPage = (
    await adapter.createPayment({
      merchantOrderId: 'hostile_1',
      amountPaise: 10_000,
      redirectUrl: `${ORIGIN}/back`,
      expireAfterSeconds: 600,
      message: 'x',
    })
  ).redirectUrl;
});
afterAll(() => s?.close());

const send = (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
  s.fetch(`${ORIGIN}/sandbox${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.headers,
    body: init.body,
  });

const json = (auth: string) => ({ 'content-type': 'application/json', authorization: auth });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const goodPay = {
  merchantOrderId: 'hostile_2',
  amount: 10_000,
  paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://example.com/back' } },
};
const payBodies: unknown[] = [
  'not json',
  [],
  null,
  'text',
  { ...goodPay, merchantOrderId: 123 },
  { ...goodPay, merchantOrderId: 'a\u0000b' },
  { ...goodPay, merchantOrderId: HUGE.slice(0, 1000) },
  { ...goodPay, amount: '10000' },
  { ...goodPay, amount: 1e20 },
  { ...goodPay, amount: 100.5 },
  { ...goodPay, amount: -5 },
  { ...goodPay, expireAfter: 'soon' },
  { ...goodPay, paymentFlow: null },
  { ...goodPay, paymentFlow: { ...goodPay.paymentFlow, type: 'OTHER' } },
  { ...goodPay, paymentFlow: { ...goodPay.paymentFlow, merchantUrls: { redirectUrl: 'javascript:alert(1)' } } },
  { ...goodPay, paymentFlow: { ...goodPay.paymentFlow, message: 'bad\u0000text' } },
  { ...goodPay, paymentFlow: { ...goodPay.paymentFlow, message: HUGE.slice(0, 5000) } },
  { ...goodPay, metaInfo: { udf1: { deep: true } } },
  { ...goodPay, metaInfo: { udf1: '\ud800' } },
  { ...goodPay, merchantOrderId: HUGE },
];

const orderBodies: unknown[] = [
  'not json',
  [],
  { amount: '100', currency: 'INR' },
  { amount: 10_000, currency: 'USD' },
  { amount: 10_000, currency: 'INR', receipt: 'r\u0000' },
  { amount: 10_000, currency: 'INR', receipt: 'r'.repeat(41) },
  { amount: 10_000, currency: 'INR', notes: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'])) },
  { amount: 10_000, currency: 'INR', notes: { k: { nested: 1 } } },
  { amount: 10_000, currency: 'INR', notes: HUGE },
];

describe('sandbox endpoints under hostile input', () => {
  const cases: [string, () => Promise<Response>][] = [
    [
      'token as JSON',
      () => send('/phonepe/identity-manager/v1/oauth/token', { body: '{}', headers: { 'content-type': 'application/json' } }),
    ],
    [
      'token with NUL and a wrong grant',
      () => send('/phonepe/identity-manager/v1/oauth/token', { body: 'client_id=%00&grant_type=x', headers: form }),
    ],
    [
      'token with a huge secret',
      () =>
        send('/phonepe/identity-manager/v1/oauth/token', {
          body: `client_id=a&client_secret=${HUGE}&grant_type=client_credentials`,
          headers: form,
        }),
    ],
    [
      'token with repeated fields',
      () =>
        send('/phonepe/identity-manager/v1/oauth/token', {
          body: 'client_id=a&client_id=b&grant_type=client_credentials&grant_type=x',
          headers: form,
        }),
    ],
    ['a huge bearer', () => send('/phonepe/pg/checkout/v2/order/a/status', { headers: { authorization: `O-Bearer ${HUGE}` } })],
    ...payBodies.map((b, i): [string, () => Promise<Response>] => [
      `pay body #${i}`,
      () => send('/phonepe/pg/checkout/v2/pay', { body: typeof b === 'string' ? b : JSON.stringify(b), headers: json(bearer) }),
    ]),
    ['status of a NUL id', () => send('/phonepe/pg/checkout/v2/order/a%00b/status', { headers: { authorization: bearer } })],
    [
      'status of a huge id',
      () => send(`/phonepe/pg/checkout/v2/order/${HUGE.slice(0, 3000)}/status`, { headers: { authorization: bearer } }),
    ],
    ['status of a unicode id', () => send('/phonepe/pg/checkout/v2/order/%F0%9F%98%80/status', { headers: { authorization: bearer } })],
    [
      'refund with wrong types',
      () =>
        send('/phonepe/pg/payments/v2/refund', {
          body: JSON.stringify({ merchantRefundId: 1, originalMerchantOrderId: [], amount: 'all' }),
          headers: json(bearer),
        }),
    ],
    [
      'refund of an unknown order',
      () =>
        send('/phonepe/pg/payments/v2/refund', {
          body: JSON.stringify({ merchantRefundId: 'r_1', originalMerchantOrderId: 'none', amount: 100 }),
          headers: json(bearer),
        }),
    ],
    [
      'refund of an unpaid order',
      () =>
        send('/phonepe/pg/payments/v2/refund', {
          body: JSON.stringify({ merchantRefundId: 'r_2', originalMerchantOrderId: 'hostile_1', amount: 100 }),
          headers: json(bearer),
        }),
    ],
    ['refund status of a NUL id', () => send('/phonepe/pg/payments/v2/refund/%00/status', { headers: { authorization: bearer } })],
    ['pay page of a NUL id', () => send('/phonepe/pay/OMO%00')],
    [
      'pay page posted as JSON',
      () => s.fetch(payPage, { method: 'POST', body: '{"decision":"pay"}', headers: { 'content-type': 'application/json' } }),
    ],
    ['pay page with another decision', () => s.fetch(payPage, { method: 'POST', body: 'decision=%00', headers: form })],
    ['pay page with a huge form', () => s.fetch(payPage, { method: 'POST', body: `decision=${HUGE}`, headers: form })],
    ['razorpay garbage Basic auth', () => send('/razorpay/v1/orders', { body: '{}', headers: json('Basic %%%') })],
    ['razorpay huge Basic auth', () => send('/razorpay/v1/orders', { body: '{}', headers: json(`Basic ${HUGE}`) })],
    ...orderBodies.map((b, i): [string, () => Promise<Response>] => [
      `order body #${i}`,
      () => send('/razorpay/v1/orders', { body: typeof b === 'string' ? b : JSON.stringify(b), headers: json(basic) }),
    ]),
    ['payments of a NUL order', () => send('/razorpay/v1/orders/order_%00/payments', { headers: { authorization: basic } })],
    ['an unknown payment', () => send('/razorpay/v1/payments/pay_none', { headers: { authorization: basic } })],
    [
      'refund with a bad idempotency key',
      () => send('/razorpay/v1/payments/pay_none/refund', { body: '{}', headers: { ...json(basic), 'x-refund-idempotency': 'short' } }),
    ],
    ['refund with a wrong amount', () => send('/razorpay/v1/payments/pay_none/refund', { body: '{"amount":"all"}', headers: json(basic) })],
    ['refund of an unknown payment', () => send('/razorpay/v1/payments/pay_none/refund', { body: '{}', headers: json(basic) })],
    [
      'widget pay with wrong types',
      () =>
        send('/razorpay/checkout/pay', {
          body: JSON.stringify({ key_id: 1, order_id: null }),
          headers: { 'content-type': 'application/json' },
        }),
    ],
    [
      'widget decline of a NUL order',
      () =>
        send('/razorpay/checkout/decline', {
          body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: 'order_\u0000' }),
          headers: { 'content-type': 'application/json' },
        }),
    ],
    [
      'widget pay of an unknown order',
      () =>
        send('/razorpay/checkout/pay', {
          body: JSON.stringify({ key_id: 'rzp_test_sandbox', order_id: 'order_none' }),
          headers: { 'content-type': 'application/json' },
        }),
    ],
    ['widget order with a huge key', () => send(`/razorpay/checkout/orders/order_none?key_id=${HUGE.slice(0, 3000)}`)],
    ['an unknown sandbox path', () => send('/nowhere')],
  ];

  it.each(cases)('%s answers 4xx', async (_name, call) => {
    const res = await call();
    expect(res.status, await res.text()).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
