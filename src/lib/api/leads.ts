import { z } from 'zod';
import { Envelope } from './envelope.ts';
import { Email, IsoDate, Mobile10, RequiredText, Text } from './fields.ts';

/** The enquiry form (/enquiry and the Request Callback dialog): every field required. */
export const EnquiryRequest = z.object({
  name: RequiredText(100),
  email: Email,
  mobileNumber: Mobile10,
  description: RequiredText(2000),
  eventName: RequiredText(100),
});
export type EnquiryRequest = z.infer<typeof EnquiryRequest>;

/**
 * A lead is posted silently as soon as a phone field holds 10 digits, so everything but the
 * phone may still be empty.
 */
export const LeadRequest = z.object({
  theatreId: Text(64).default(''),
  date: Text(10)
    .refine((s) => s === '' || IsoDate.safeParse(s).success, `must be a date as YYYY-MM-DD from 2000 to 2099`)
    .default(''),
  time: Text(40).default(''),
  name: Text(100).default(''),
  email: Text(254).default(''),
  phone: Mobile10,
});
export type LeadRequest = z.infer<typeof LeadRequest>;

export const MessageResponse = Envelope;
export type MessageResponse = z.infer<typeof MessageResponse>;
