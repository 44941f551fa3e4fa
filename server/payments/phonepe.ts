import type { PhonePeConfig } from './config.ts';
import { PhonePeToken, said } from './phonepeToken.ts';
import { answerError, callProvider, field, isPaise, isText, type ProviderAnswer } from './providerCall.ts';
import {
  ProviderError,
  WebhookRejected,
  type Fetch,
  type ProviderPayment,
  type RedirectProvider,
  type RefundRequest,
  type WebhookEvent,
} from './provider.ts';
import { sameSecret, sha256Hex } from './signing.ts';

/**
 * PhonePe Standard Checkout v2: an O-Bearer token from the identity manager, then the pay, order
 * status and refund calls of the PG host, and webhooks whose Authorization header is the SHA-256
 * (hex) of `username:password` set on PhonePe's dashboard.
 */
export class PhonePeAdapter implements RedirectProvider {
  private readonly config: PhonePeConfig;
  private readonly fetch: Fetch;
  private readonly token: PhonePeToken;
  private readonly webhookAuthorization: string;

  constructor(config: PhonePeConfig, fetch: Fetch, now: () => Date) {
    this.config = config;
    this.fetch = fetch;
    this.token = new PhonePeToken(config, fetch, now);
    this.webhookAuthorization = sha256Hex(`${config.webhookUsername}:${config.webhookPassword}`);
  }

  async createPayment(p: {
    merchantOrderId: string;
    amountPaise: number;
    redirectUrl: string;
    expireAfterSeconds: number;
    message: string;
  }) {
    const answer = await this.call('start a payment', 'POST', '/checkout/v2/pay', {
      merchantOrderId: p.merchantOrderId,
      amount: p.amountPaise,
      expireAfter: p.expireAfterSeconds,
      paymentFlow: { type: 'PG_CHECKOUT', message: p.message, merchantUrls: { redirectUrl: p.redirectUrl } },
    });
    const orderId = field(answer, 'orderId');
    const redirectUrl = field(answer, 'redirectUrl');
    if (!isText(orderId) || !isText(redirectUrl) || !/^https?:\/\//.test(redirectUrl)) {
      throw new ProviderError('PhonePe answered the pay call without an orderId and a redirectUrl.');
    }
    return { providerOrderId: orderId, redirectUrl };
  }

  async orderStatus(merchantOrderId: string): Promise<ProviderPayment> {
    const answer = await this.call(
      'tell the order status',
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
    );
    const state = field(answer, 'state');
    if (!isText(state)) throw new ProviderError('PhonePe answered the status call without a state.');
    return paymentOf(state, answer);
  }

  /**
   * Accepts the webhook only when Authorization is exactly the hex SHA-256 of `username:password`:
   * PhonePe documents the header as that digest and nothing else (no scheme word before it), so
   * any other form is refused. The decision rests on payload.state alone, as PhonePe asks.
   */
  verifyWebhook(headers: Headers, rawBody: string): WebhookEvent {
    const authorization = headers.get('authorization');
    if (authorization === null) throw new WebhookRejected('no Authorization header');
    if (!sameSecret(authorization.trim().toLowerCase(), this.webhookAuthorization))
      throw new WebhookRejected('Authorization is not the configured username and password');
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('the body is not JSON');
    }
    // `event` names the callback; `type` is its older, deprecated name.
    const event = field(body, 'event') ?? field(body, 'type');
    const payload = field(body, 'payload');
    const state = field(payload, 'state');
    if (!isText(event) || event === '') throw new WebhookRejected('the body names no event');
    if (!isText(state)) throw new WebhookRejected('the payload has no state');
    const merchantOrderId = optionalText(payload, 'merchantOrderId') ?? optionalText(payload, 'originalMerchantOrderId');
    const providerOrderId = optionalText(payload, 'orderId');
    const payment = paymentOf(state, payload);
    return {
      ...payment,
      // PhonePe v2 gives a callback no id of its own. A redelivery of one callback repeats the
      // event, the order, its state and the transaction, so together they name it; a real change
      // (another attempt, the refund of the order) differs in one of them and counts anew.
      eventId: [
        'phonepe',
        event,
        merchantOrderId ?? providerOrderId ?? '',
        state,
        payment.providerPaymentId,
        optionalText(payload, 'refundId') ?? '',
      ].join(':'),
      type: event,
      merchantOrderId,
      providerOrderId,
    };
  }

  async refund(r: RefundRequest): Promise<void> {
    // merchantRefundId is PhonePe's guard against refunding twice: a retry carries the same one.
    await this.call('refund', 'POST', '/payments/v2/refund', {
      merchantRefundId: r.refundId,
      originalMerchantOrderId: r.merchantOrderId,
      amount: r.amountPaise,
    });
  }

  /** One authenticated call; a 401 means the token is no longer good, so it is fetched again once. */
  private async call(what: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<unknown> {
    let answer: ProviderAnswer | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.token.get();
      answer = await callProvider(this.fetch, 'PhonePe', `${this.config.apiHost}${path}`, {
        method,
        headers: {
          authorization: `O-Bearer ${token}`,
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (answer.status !== 401) break;
      this.token.drop(token);
    }
    if (!answer || answer.status < 200 || answer.status > 299) throw answerError('PhonePe', what, answer!, said(answer?.body));
    return answer.body;
  }
}

function optionalText(value: unknown, key: string): string | undefined {
  const v = field(value, key);
  return isText(v) && v !== '' ? v : undefined;
}

/**
 * An order's state in our words: COMPLETED is paid, with the amount and transaction of the
 * completed payment attempt; FAILED will never be paid; anything else is still open.
 */
function paymentOf(state: string, order: unknown): ProviderPayment {
  const asked = field(order, 'amount');
  const details = field(order, 'paymentDetails');
  const attempts = Array.isArray(details) ? details : [];
  const completed = attempts.find((d) => field(d, 'state') === 'COMPLETED');
  const latest = completed ?? attempts.at(-1);
  const transactionId = field(latest, 'transactionId');
  const paid = field(completed, 'amount');
  const amountPaise = state === 'COMPLETED' && isPaise(paid) ? paid : isPaise(asked) ? asked : 0;
  return {
    state: state === 'COMPLETED' ? 'paid' : state === 'FAILED' ? 'failed' : 'pending',
    amountPaise,
    providerPaymentId: isText(transactionId) ? transactionId : '',
  };
}
