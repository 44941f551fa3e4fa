/**
 * The card payment widget's browser interface (Razorpay Checkout, and the sandbox's copy of it),
 * typed for the part this site uses, and the loading of its script: once per page, on demand.
 */

/** What the widget hands over once the customer has paid; the server checks the signature. */
export interface WidgetPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What 'payment.failed' listeners receive. */
export interface WidgetFailure {
  error: {
    code: string;
    description: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface WidgetOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** The business name the widget shows. */
  name: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (payment: WidgetPayment) => void;
  modal?: { ondismiss?: () => void };
}

export interface Widget {
  open(): void;
  on(event: 'payment.failed', listener: (failure: WidgetFailure) => void): void;
}

export type WidgetConstructor = new (options: WidgetOptions) => Widget;

declare global {
  interface Window {
    Razorpay?: WidgetConstructor;
  }
}

export const SCRIPT_FAILED_MESSAGE = 'The payment window could not be loaded. Please check your connection and try again.';

const loading = new Map<string, Promise<WidgetConstructor>>();

/**
 * Loads the widget's script (a <script> element) and answers the constructor it defines. A script
 * that fails to load is forgotten, so that the next try loads it afresh.
 */
export function loadWidget(src: string): Promise<WidgetConstructor> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<WidgetConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(SCRIPT_FAILED_MESSAGE)));
    script.onerror = () => {
      script.remove();
      reject(new Error(SCRIPT_FAILED_MESSAGE));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
