import type { Context } from 'hono';
import type { Database } from './db/database.ts';
import type { RateLimiter } from './http/rateLimit.ts';
import type { Payments } from './payments/payments.ts';
import type { MessagesConfig } from './messages/config.ts';

/** What every route needs, passed in so that tests can give their own (a fixed clock, say). */
export interface Deps {
  db: Database;
  now: () => Date;
  /** Days ahead (after today, in India) that slots can be looked up and booked. */
  bookingHorizonDays: number;
  /** The client's address, as far as the trusted proxies tell it (TRUST_PROXY). */
  clientAddress: (c: Context) => string;
  /** Enquiries, leads, coupon checks and sign-ins per client address, failed sign-ins per phone (ENQUIRY_RATE_LIMIT). */
  rateLimiter: RateLimiter;
  /** Key that signs guest tokens; unset: one kept in the database. */
  tokenSecret?: string;
  /** Minutes a new booking holds its slot unpaid. */
  slotHoldMinutes: number;
  payments: Payments;
  /** Where customers' messages go (MESSAGES): the WhatsApp webhook's secrets are read from it. */
  messages: MessagesConfig;
}
