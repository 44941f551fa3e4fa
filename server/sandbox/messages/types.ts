import type { Database } from '../../db/database.ts';
import type { Fetch } from '../../payments/provider.ts';

export interface MessagesSandboxOptions {
  db: Database;
  now: () => Date;
  /** Delivers the sandbox's webhooks (global fetch, or in tests the app's own handler). */
  fetch: Fetch;
  /** The merchant's WhatsApp webhook. */
  webhookUrl: string;
  /** Asked before each webhook; false drops it, as a lost one (the merchant must do without). */
  deliverWebhooks?: () => boolean;
}
