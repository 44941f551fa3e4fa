import { EMAIL } from './patterns.ts';

/**
 * The enquiry form's rules as plain functions, so the island checks what the server will check
 * without downloading zod. They mirror `EnquiryRequest` in src/lib/api/leads.ts (same limits, same
 * messages); tests/unit/enquiry-validation.test.ts runs both on one table of inputs and fails when
 * they drift apart.
 *
 * A message completes a sentence that starts with the field: the server says 'email must be a
 * valid e-mail address', the form says 'Email must be a valid e-mail address'.
 */

/** The fields, in the order the form shows them (and focuses the first wrong one). */
export const ENQUIRY_FIELDS = ['name', 'mobileNumber', 'email', 'eventName', 'description'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Longest value the server accepts, after trimming. */
export const ENQUIRY_MAX_LENGTH: Readonly<Record<EnquiryField, number>> = {
  name: 100,
  mobileNumber: 10,
  email: 254,
  eventName: 100,
  description: 2000,
};

export const EMPTY_ENQUIRY: Readonly<EnquiryValues> = { name: '', mobileNumber: '', email: '', eventName: '', description: '' };

const TEN_DIGITS = /^\d{10}$/;

export const MESSAGES = {
  required: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  mobile: 'must be exactly 10 digits',
  email: 'must be a valid e-mail address',
  /** The server's schema gives every e-mail failure but the format this one text, length included. */
  emailTooLong: 'must be an e-mail address',
} as const;

/**
 * What is wrong with one field's value, or undefined when it is fine. A blank value is 'is
 * required' for every field: the server says the same of a field that is missing, and the form
 * never sends a blank one.
 */
export function checkEnquiryField(field: EnquiryField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return MESSAGES.required;
  switch (field) {
    case 'mobileNumber':
      return TEN_DIGITS.test(value) ? undefined : MESSAGES.mobile;
    case 'email':
      if (value.length > ENQUIRY_MAX_LENGTH.email) return MESSAGES.emailTooLong;
      return EMAIL.test(value) ? undefined : MESSAGES.email;
    default:
      return value.length > ENQUIRY_MAX_LENGTH[field] ? MESSAGES.tooLong(ENQUIRY_MAX_LENGTH[field]) : undefined;
  }
}

/** Every field's problem; an empty object when the enquiry can be sent. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = checkEnquiryField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The body of `web/addenquiry`: trimmed, as the server would store it. */
export function enquiryBody(values: EnquiryValues): EnquiryValues {
  const body = { ...EMPTY_ENQUIRY };
  for (const field of ENQUIRY_FIELDS) body[field] = values[field].trim();
  return body;
}
