import { z } from 'zod';
import { Envelope } from './envelope.ts';
import { Email, IsoDate, Mobile10, OptionalName, RequiredName, RequiredText, Text } from './fields.ts';

/** The enquiry form (/enquiry and the Request Callback dialog): every field required. */
export const EnquiryRequest = z.object({
  name: RequiredName(100),
  email: Email,
  mobileNumber: Mobile10,
  description: RequiredText(2000),
  eventName: RequiredName(100),
});
export type EnquiryRequest = z.infer<typeof EnquiryRequest>;

/** A field that may be left blank ('' or absent, stored as ''), and otherwise must pass `schema`. */
const blankOr = (schema: z.ZodType<string, string>, typeError: string) =>
  z
    .string({ error: typeError })
    .trim()
    .default('')
    .pipe(z.union([z.literal(''), schema]));

/**
 * A lead is posted silently as soon as a phone field holds 10 digits, so everything but the
 * phone may still be empty. What is there is checked by the same field rules as an enquiry and
 * a booking: the date is a real calendar day (the server also refuses one already past in India),
 * the e-mail a valid address.
 */
export const LeadRequest = z.object({
  theatreId: Text(64).default(''),
  date: blankOr(IsoDate, 'must be a date as YYYY-MM-DD'),
  time: Text(40).default(''),
  name: OptionalName(100).default(''),
  email: blankOr(Email, 'must be an e-mail address'),
  phone: Mobile10,
});
export type LeadRequest = z.infer<typeof LeadRequest>;

export const MessageResponse = Envelope;
export type MessageResponse = z.infer<typeof MessageResponse>;
