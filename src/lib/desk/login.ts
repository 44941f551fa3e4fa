/**
 * A staff login is a mobile number or an e-mail address, kept in one form so that '98765 00100',
 * '+91 9876500100' and '9876500100' are one account, and so are 'Asha@Example.com' and
 * 'asha@example.com'. The server stores and compares only this form; the desk's form sends what
 * was typed.
 */

/** zod 4's own e-mail pattern, as the enquiry and booking forms use it, so that site and server agree. */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** 10 digits starting with 6, 7, 8 or 9, as every booking form takes a phone. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export const LOGIN_MAX_LENGTH = 254;
export const LOGIN_MESSAGE = 'must be a 10-digit mobile number or an e-mail address';

/** The login in its stored form, or undefined when it is neither a mobile number nor an e-mail address. */
export function normaliseLogin(typed: string): string | undefined {
  const text = typed.trim();
  if (text.length === 0 || text.length > LOGIN_MAX_LENGTH) return undefined;
  if (text.includes('@')) return EMAIL.test(text) ? text.toLowerCase() : undefined;
  // Spaces, dashes, dots and brackets as people write numbers; the country code or a trunk 0 in front.
  const digits = text.replace(/[\s().-]/g, '').replace(/^(?:\+91|0091|0)(?=\d{10}$)/, '');
  return INDIAN_MOBILE.test(digits) ? digits : undefined;
}
