import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { isBookableDate } from '../../src/lib/booking/slots.ts';
import { defineCall } from '../http/defineCall.ts';
import { badRequest } from '../http/errors.ts';
import type { Deps } from '../deps.ts';
import { insertEnquiry, insertLead } from '../repo/leads.ts';
import { queueEnquiryMessages } from '../messages/queueEnquiry.ts';

export const PAST_LEAD_DATE = 'date must be today or later (India time)';

export function leadRoutes(app: Hono, { db, now, clientAddress, rateLimiter }: Deps): void {
  // The limit is checked once a body is valid: it guards what gets stored (and read by people),
  // and a refused body costs the server little.
  defineCall(app, calls.addEnquiry, async (body, c) => {
    await rateLimiter.check(c, 'enquiry');
    const at = now();
    await insertEnquiry(db, body, clientAddress(c), at, (tx, id) => queueEnquiryMessages(tx, id, body, at));
    return { message: 'Thank you! Your enquiry has been received. We will call you back shortly.' };
  });

  defineCall(app, calls.addLead, async (body, c) => {
    // A lead's date is the day the visitor is looking at, which the site only offers from today on.
    if (body.date !== '' && !isBookableDate(body.date, now())) {
      throw badRequest(PAST_LEAD_DATE, { errors: [{ field: 'date', message: PAST_LEAD_DATE }] });
    }
    await rateLimiter.check(c, 'lead');
    await insertLead(db, body, clientAddress(c), now());
    return { message: 'Lead recorded.' };
  });
}
