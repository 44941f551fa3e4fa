import { z } from 'zod';
import { Envelope } from './envelope.ts';
import { Email, Mobile10, RequiredText } from './fields.ts';

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
  theatreId: z.string().trim().max(64).default(''),
  date: z.string().trim().max(10).default(''),
  time: z.string().trim().max(40).default(''),
  name: z.string().trim().max(100).default(''),
  email: z.string().trim().max(254).default(''),
  phone: Mobile10,
});
export type LeadRequest = z.infer<typeof LeadRequest>;

export const MessageResponse = Envelope;
export type MessageResponse = z.infer<typeof MessageResponse>;
