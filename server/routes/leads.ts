import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { defineCall } from '../http/defineCall.ts';
import { clientIp } from '../http/clientIp.ts';
import type { Deps } from '../deps.ts';
import { insertEnquiry, insertLead } from '../repo/leads.ts';

export function leadRoutes(app: Hono, { db }: Deps): void {
  defineCall(app, calls.addEnquiry, async (body, c) => {
    await insertEnquiry(db, body, clientIp(c));
    return { message: 'Thank you! Your enquiry has been received. We will call you back shortly.' };
  });

  defineCall(app, calls.addLead, async (body, c) => {
    await insertLead(db, body, clientIp(c));
    return { message: 'Lead recorded.' };
  });
}
