import { EMAIL, INDIAN_MOBILE } from '../forms/patterns.ts';
import { nationalMobile } from '../forms/phoneDigits.ts';

/**
 * A staff login is a mobile number or an e-mail address, kept in one form so that '98765 00100',
 * '+91 9876500100' and '9876500100' are one account, and so are 'Asha@Example.com' and
 * 'asha@example.com'. The server stores and compares only this form; the desk's form sends what
 * was typed.
 */

export const LOGIN_MAX_LENGTH = 254;
export const LOGIN_MESSAGE = 'must be a 10-digit mobile number or an e-mail address';

/** The login in its stored form, or undefined when it is neither a mobile number nor an e-mail address. */
export function normaliseLogin(typed: string): string | undefined {
  const text = typed.trim();
  if (text.length === 0 || text.length > LOGIN_MAX_LENGTH) return undefined;
  if (text.includes('@')) return EMAIL.test(text) ? text.toLowerCase() : undefined;
  const digits = nationalMobile(text);
  return INDIAN_MOBILE.test(digits) ? digits : undefined;
}
