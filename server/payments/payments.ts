import type { Database } from '../db/database.ts';
import type { PaymentConfig } from './config.ts';
import type { PaymentProviders } from './provider.ts';

/** Everything the payment routes and the reconciler need, built once per server (server/payments/build.ts). */
export interface Payments {
  providers: PaymentProviders;
  config: PaymentConfig;
  /** The site's own origin: where the provider sends the browser back after paying. */
  siteOrigin: () => string;
  /** Makes (once) the invoice PDF of a confirmed booking and answers its URL path. */
  makeInvoice: (db: Database, bookingId: string, now: Date) => Promise<string>;
  log: (line: string) => void;
}
