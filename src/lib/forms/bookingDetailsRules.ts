import { withinPersonLimit } from '../booking/personLimit.ts';
import { EMAIL, INDIAN_MOBILE } from './patterns.ts';

/**
 * The Basicplan form's rules (spec section 5) as plain functions, so the island checks what the
 * server checks (AddBookingRequest in src/lib/api/booking.ts: same limits, same wording) without
 * downloading zod. A message completes a sentence that starts with the field's label.
 */

export const DETAILS_FIELDS = ['userName', 'noOfPersons', 'userPhone', 'userEmail'] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

export interface DetailsValues {
  userName: string;
  /** 0 until a number is chosen. */
  noOfPersons: number;
  userPhone: string;
  userEmail: string;
}
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const DETAILS_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  persons: (limit: number) => `Please choose the number of persons (1 to ${limit}).`,
  phoneRequired: 'Please enter your mobile / WhatsApp number.',
  phoneLength: 'Mobile number must be exactly 10 digits.',
  phoneStart: 'Mobile number must start with 6, 7, 8 or 9.',
  emailRequired: 'Please enter your email.',
  email: 'Please enter a valid email address.',
} as const;

export function checkDetailsField(field: DetailsField, values: DetailsValues, personLimit: number): string | undefined {
  switch (field) {
    case 'userName': {
      const name = values.userName.trim();
      if (!name) return DETAILS_MESSAGES.nameRequired;
      return name.length > 100 ? DETAILS_MESSAGES.nameTooLong : undefined;
    }
    case 'noOfPersons':
      return withinPersonLimit(values.noOfPersons, personLimit) ? undefined : DETAILS_MESSAGES.persons(personLimit);
    case 'userPhone': {
      const phone = values.userPhone.trim();
      if (!phone) return DETAILS_MESSAGES.phoneRequired;
      if (!/^\d{10}$/.test(phone)) return DETAILS_MESSAGES.phoneLength;
      return INDIAN_MOBILE.test(phone) ? undefined : DETAILS_MESSAGES.phoneStart;
    }
    case 'userEmail': {
      const email = values.userEmail.trim();
      if (!email) return DETAILS_MESSAGES.emailRequired;
      return email.length <= 254 && EMAIL.test(email) ? undefined : DETAILS_MESSAGES.email;
    }
  }
}

/** Every field's problem; empty when the details can be sent. */
export function validateDetails(values: DetailsValues, personLimit: number): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const field of DETAILS_FIELDS) {
    const message = checkDetailsField(field, values, personLimit);
    if (message) errors[field] = message;
  }
  return errors;
}
