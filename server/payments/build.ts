import type { Database } from '../db/database.ts';
import { makeInvoice } from '../invoice/makeInvoice.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import type { PaymentConfig } from './config.ts';
import type { Payments } from './payments.ts';
import { PhonePeAdapter } from './phonepe.ts';
import type { Fetch } from './provider.ts';
import { RazorpayAdapter } from './razorpay.ts';

/** The providers' adapters on the configured hosts, and what settlement needs beside them. */
export function buildPayments(
  config: PaymentConfig,
  o: { fetch: Fetch; now: () => Date; siteOrigin: () => string; log?: (line: string) => void },
): Payments {
  return {
    config,
    providers: { redirect: new PhonePeAdapter(config.phonepe, o.fetch, o.now), widget: new RazorpayAdapter(config.razorpay, o.fetch) },
    siteOrigin: o.siteOrigin,
    makeInvoice: (db: Database, bookingId: string, now: Date) => makeInvoice(db, bookingId, now),
    log: o.log ?? ((line) => console.warn(line)),
  };
}

/** Where the sandbox sends its webhooks: this server's own webhook routes on `origin`. */
export const webhookUrls = (origin: string) => ({
  phonepe: `${origin}${API_PREFIX}payments/phonepe/webhook`,
  razorpay: `${origin}${API_PREFIX}payments/razorpay/webhook`,
});

/** Origins the browser must reach for the live card widget (its script and frames); none for the sandbox, which is this origin. */
export function widgetOrigins(config: PaymentConfig): string[] {
  if (config.mode === 'sandbox') return [];
  return [...new Set([new URL(config.razorpay.checkoutScript).origin, new URL(config.razorpay.apiHost).origin])];
}
