import type { Database } from '../db/database.ts';
import type { Fetch } from '../payments/provider.ts';

export interface SandboxOptions {
  db: Database;
  now: () => Date;
  /** Delivers the sandbox's webhooks (global fetch, or in tests the app's own handler). */
  fetch: Fetch;
  /** Where the merchant listens for each provider's webhooks. */
  webhookUrls: { phonepe: string; razorpay: string };
  /** Asked before each webhook; false drops it, as a lost callback (the merchant must recover by asking). */
  deliverWebhooks?: () => boolean;
  /**
   * Origin of the pay page's address handed to the merchant (the browser goes there). Default: the
   * origin the merchant's server called the sandbox on, which is this server's own.
   */
  publicOrigin?: string;
}
