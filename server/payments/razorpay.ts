import type { RazorpayConfig } from './config.ts';
import { answerError, callProvider, field, isPaise, isText } from './providerCall.ts';
import {
  ProviderError,
  WebhookRejected,
  type Fetch,
  type ProviderPayment,
  type RefundRequest,
  type WebhookEvent,
  type WidgetProvider,
} from './provider.ts';
import { hmacSha256Hex, sameSecret, sha256Hex } from './signing.ts';

/** Razorpay's refund idempotency key: at least 10 of letters, digits, '-' and '_'. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

/** Payment states in which the money was taken (a refund later does not undo that it was paid). */
const TAKEN = new Set(['captured', 'refunded']);

/**
 * Razorpay's REST API (Basic auth with the key id and secret), its checkout signature, and its
 * webhooks signed with the webhook secret.
 */
export class RazorpayAdapter implements WidgetProvider {
  readonly keyId: string;
  readonly checkoutScript: string;
  private readonly config: RazorpayConfig;
  private readonly fetch: Fetch;
  private readonly authorization: string;

  constructor(config: RazorpayConfig, fetch: Fetch) {
    this.config = config;
    this.fetch = fetch;
    this.keyId = config.keyId;
    this.checkoutScript = config.checkoutScript;
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  async createOrder(p: { receipt: string; amountPaise: number; notes: Record<string, string> }) {
    const order = await this.call('create an order', 'POST', '/v1/orders', {
      amount: p.amountPaise,
      currency: 'INR',
      receipt: p.receipt,
      notes: p.notes,
    });
    const id = field(order, 'id');
    if (!isText(id) || id === '') throw new ProviderError('Razorpay answered the order call without an order id.');
    return { providerOrderId: id };
  }

  verifyCheckout(p: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean {
    if (![p.providerOrderId, p.providerPaymentId, p.signature].every((v) => isText(v) && v !== '')) return false;
    return sameSecret(p.signature.toLowerCase(), hmacSha256Hex(this.config.keySecret, `${p.providerOrderId}|${p.providerPaymentId}`));
  }

  /**
   * Paid when one of the order's payments was captured. A Razorpay order never expires and stays
   * open to new attempts until one is captured (a declined card leaves it 'attempted', and the
   * widget offers another try), so "every attempt failed and it can no longer be paid" never holds
   * for it: the answer is pending, and the merchant's own deadline for the payment ends it.
   */
  async orderStatus(providerOrderId: string): Promise<ProviderPayment> {
    const list = await this.call("list the order's payments", 'GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
    const items = field(list, 'items');
    if (!Array.isArray(items)) throw new ProviderError('Razorpay answered the payments call without items.');
    const captured = items.find((p) => TAKEN.has(field(p, 'status') as string));
    if (captured) {
      const amount = field(captured, 'amount');
      const id = field(captured, 'id');
      return { state: 'paid', amountPaise: isPaise(amount) ? amount : 0, providerPaymentId: isText(id) ? id : '' };
    }
    // Razorpay lists a collection newest first.
    const latest = items[0];
    const amount = field(latest, 'amount');
    const id = field(latest, 'id');
    return { state: 'pending', amountPaise: isPaise(amount) ? amount : 0, providerPaymentId: isText(id) ? id : '' };
  }

  /**
   * X-Razorpay-Signature must be the HMAC-SHA256 (hex) of the body exactly as it arrived, keyed
   * with the webhook secret. The event id (X-Razorpay-Event-Id) is the same on every redelivery.
   * Events other than payment.captured, order.paid and payment.failed are read as pending: they
   * are Razorpay's, so they are acknowledged, but they decide nothing.
   */
  verifyWebhook(headers: Headers, rawBody: string): WebhookEvent {
    const signature = headers.get('x-razorpay-signature');
    if (signature === null) throw new WebhookRejected('no X-Razorpay-Signature header');
    if (!sameSecret(signature.trim().toLowerCase(), hmacSha256Hex(this.config.webhookSecret, rawBody))) {
      throw new WebhookRejected('X-Razorpay-Signature does not match the body');
    }
    const eventId = headers.get('x-razorpay-event-id');
    if (eventId === null || eventId.trim() === '' || eventId.length > 200) throw new WebhookRejected('no X-Razorpay-Event-Id header');
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('the body is not JSON');
    }
    const event = field(body, 'event');
    if (!isText(event) || event === '') throw new WebhookRejected('the body names no event');
    const payload = field(body, 'payload');
    const payment = field(field(payload, 'payment'), 'entity');
    const order = field(field(payload, 'order'), 'entity');
    const amount = field(payment, 'amount') ?? field(order, 'amount');
    const paymentId = field(payment, 'id');
    const orderId = field(payment, 'order_id') ?? field(order, 'id');
    const receipt = field(order, 'receipt');
    const state = event === 'payment.captured' || event === 'order.paid' ? 'paid' : event === 'payment.failed' ? 'failed' : 'pending';
    if (state !== 'pending' && (!isPaise(amount) || !isText(orderId)))
      throw new WebhookRejected(`${event} carries no payment amount and order id`);
    return {
      eventId: eventId.trim(),
      type: event,
      state,
      amountPaise: isPaise(amount) ? amount : 0,
      providerPaymentId: isText(paymentId) ? paymentId : '',
      providerOrderId: isText(orderId) ? orderId : undefined,
      merchantOrderId: isText(receipt) && receipt !== '' ? receipt : undefined,
    };
  }

  /**
   * Refunds with X-Refund-Idempotency set to our refund id (hashed when it is not a valid key):
   * Razorpay answers a repeat with the same refund instead of refunding twice.
   */
  async refund(r: RefundRequest): Promise<void> {
    const key = IDEMPOTENCY_KEY.test(r.refundId) ? r.refundId : sha256Hex(r.refundId).slice(0, 40);
    await this.call(
      'refund',
      'POST',
      `/v1/payments/${encodeURIComponent(r.providerPaymentId)}/refund`,
      { amount: r.amountPaise, notes: { refund_id: r.refundId.slice(0, 256), merchant_order_id: r.merchantOrderId.slice(0, 256) } },
      { 'x-refund-idempotency': key },
    );
  }

  private async call(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    extra: Record<string, string> = {},
  ): Promise<unknown> {
    const answer = await callProvider(this.fetch, 'Razorpay', `${this.config.apiHost}${path}`, {
      method,
      headers: {
        authorization: this.authorization,
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (answer.status < 200 || answer.status > 299) {
      const error = field(answer.body, 'error');
      const words = [field(error, 'code'), field(error, 'description')].filter((w): w is string => isText(w) && w !== '');
      throw answerError('Razorpay', what, answer, words.join(' ') || undefined);
    }
    return answer.body;
  }
}
