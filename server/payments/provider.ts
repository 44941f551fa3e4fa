/**
 * What the rest of the server needs from a payment provider, whichever wire format it speaks:
 * PhonePe's Standard Checkout v2 (redirect, the wizard's Confirm & Pay) and a Razorpay-style card
 * widget (/Checkout). The adapters translate; settlement (server/payments/settle.ts) decides.
 */

/** What a provider says about one payment. Amounts are integer paise. */
export interface ProviderPayment {
  /** paid: the money is taken; failed: it never will be (declined, expired); pending: not yet known. */
  state: 'paid' | 'failed' | 'pending';
  /** Paise paid (paid), else the amount asked, as the provider reports it. */
  amountPaise: number;
  /** The provider's id of the transaction (PhonePe transactionId, Razorpay pay_...); '' when none. */
  providerPaymentId: string;
}

/** A webhook that passed the provider's authentication, reduced to what settlement needs. */
export interface WebhookEvent extends ProviderPayment {
  /** Unique per event, to store and skip duplicates. */
  eventId: string;
  /** The event's type as the provider names it (checkout.order.completed, payment.captured, ...). */
  type: string;
  /** Our id of the payment (PhonePe merchantOrderId, Razorpay order receipt), when the event carries it. */
  merchantOrderId?: string;
  /** The provider's order id (PhonePe orderId, Razorpay order_...), when the event carries it. */
  providerOrderId?: string;
}

/** Thrown by verifyWebhook: the request is not the provider's (bad Authorization or signature, or not its format). */
export class WebhookRejected extends Error {}

/** Thrown when the provider cannot be reached or answers an error: the payment stays as it was. */
export class ProviderError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export interface RefundRequest {
  /** Our id of the refund, unique; repeating it must not refund twice. */
  refundId: string;
  merchantOrderId: string;
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
}

/** The redirect provider: PhonePe Standard Checkout v2. */
export interface RedirectProvider {
  /** Starts a payment; the browser is sent to redirectUrl to pay. */
  createPayment(p: {
    merchantOrderId: string;
    amountPaise: number;
    /** Where the provider sends the browser back (paid or not). */
    redirectUrl: string;
    expireAfterSeconds: number;
    message: string;
  }): Promise<{ providerOrderId: string; redirectUrl: string }>;
  /** The order's state, asked of the provider (the status call). */
  orderStatus(merchantOrderId: string): Promise<ProviderPayment>;
  /** Authenticates a webhook (Authorization: SHA-256 of username:password) and reads it; throws WebhookRejected. */
  verifyWebhook(headers: Headers, rawBody: string): WebhookEvent;
  refund(r: RefundRequest): Promise<void>;
}

/** The widget provider: Razorpay-style orders, checkout signature and signed webhooks. */
export interface WidgetProvider {
  /** The public key the widget opens with. */
  keyId: string;
  /** URL of the checkout script that defines window.Razorpay. */
  checkoutScript: string;
  createOrder(p: { receipt: string; amountPaise: number; notes: Record<string, string> }): Promise<{ providerOrderId: string }>;
  /** HMAC-SHA256(order_id|payment_id, key secret) against the order id we stored; constant time. */
  verifyCheckout(p: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
  /** The order's state: paid when one of its payments is captured. */
  orderStatus(providerOrderId: string): Promise<ProviderPayment>;
  /** Checks X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret) and reads it; throws WebhookRejected. */
  verifyWebhook(headers: Headers, rawBody: string): WebhookEvent;
  refund(r: RefundRequest): Promise<void>;
}

export interface PaymentProviders {
  redirect: RedirectProvider;
  widget: WidgetProvider;
}

/** How the adapters reach the providers: global fetch, or in tests the app's own handler. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
