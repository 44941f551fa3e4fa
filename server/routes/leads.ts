import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { defineCall } from '../http/defineCall.ts';
import { clientIp } from '../http/clientIp.ts';
import { checkRateLimit, SlidingWindowLimiter, type RateLimit } from '../http/rateLimit.ts';
import type { Deps } from '../deps.ts';
import { insertEnquiry, insertLead } from '../repo/leads.ts';

/** Per client IP; false turns a limit off. */
export interface LeadRateLimits {
  enquiry: RateLimit | false;
  lead: RateLimit | false;
}

export interface LeadRouteOptions {
  /** Default: from ENQUIRY_RATE_LIMIT, else DEFAULT_LEAD_RATE_LIMITS. */
  rateLimits?: LeadRateLimits;
}

const TEN_MINUTES = 10 * 60_000;

/**
 * A person sends one enquiry, maybe a correction; a lead goes out each time a phone field reaches
 * 10 digits, on any form, so leads get more room. Both only stop a script from filling the tables.
 */
export const DEFAULT_LEAD_RATE_LIMITS: LeadRateLimits = {
  enquiry: { limit: 5, windowMs: TEN_MINUTES },
  lead: { limit: 20, windowMs: TEN_MINUTES },
};

/**
 * ENQUIRY_RATE_LIMIT: unset or '' for the defaults; 'off' for none (the browser tests, which all
 * come from one address); or 'enquiry=5/10m,lead=20/10m' (either part alone; the window in s or m).
 */
export function rateLimitsFromEnv(value: string | undefined): LeadRateLimits {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_LEAD_RATE_LIMITS;
  if (text === 'off') return { enquiry: false, lead: false };
  const limits = { ...DEFAULT_LEAD_RATE_LIMITS };
  for (const part of text.split(',')) {
    const m = /^(enquiry|lead)=(\d+)\/(\d+)(s|m)$/.exec(part.trim());
    const limit = m ? Number(m[2]) : 0;
    const windowMs = m ? Number(m[3]) * (m[4] === 'm' ? 60_000 : 1000) : 0;
    if (!m || limit < 1 || windowMs < 1) {
      throw new Error(`ENQUIRY_RATE_LIMIT must be 'off' or like 'enquiry=5/10m,lead=20/10m', not "${value}".`);
    }
    limits[m[1] as keyof LeadRateLimits] = { limit, windowMs };
  }
  return limits;
}

export function leadRoutes(
  app: Hono,
  { db, now }: Deps,
  { rateLimits = rateLimitsFromEnv(process.env.ENQUIRY_RATE_LIMIT) }: LeadRouteOptions = {},
): void {
  // One limiter per app, on the app's clock, so that each test's app starts with a clean count.
  const clock = () => now().getTime();
  const enquiries = rateLimits.enquiry && new SlidingWindowLimiter(rateLimits.enquiry, clock);
  const leads = rateLimits.lead && new SlidingWindowLimiter(rateLimits.lead, clock);

  // The limit is checked once a body is valid: it guards what gets stored (and read by people),
  // and a refused body costs the server little.
  defineCall(app, calls.addEnquiry, async (body, c) => {
    if (enquiries) checkRateLimit(enquiries, c);
    await insertEnquiry(db, body, clientIp(c));
    return { message: 'Thank you! Your enquiry has been received. We will call you back shortly.' };
  });

  defineCall(app, calls.addLead, async (body, c) => {
    if (leads) checkRateLimit(leads, c);
    await insertLead(db, body, clientIp(c));
    return { message: 'Lead recorded.' };
  });
}
