/** The mobile number field takes digits only: these decide what a key press or a paste may add. */

/** Length of a mobile number (the spec: 10 digits). */
export const PHONE_LENGTH = 10;

/** The digits of whatever was typed or pasted ('+91 98765-43210' -> '919876543210'), at most `max`. */
export function phoneDigits(text: string, max = PHONE_LENGTH): string {
  return text.replace(/\D+/g, '').slice(0, max);
}

/**
 * Whether a key press may reach a digits-only field: digits, and every key that edits or moves
 * rather than types (Backspace, arrows, Tab, Enter) or carries a shortcut (Ctrl+V, Cmd+A).
 */
export function isAllowedPhoneKey(key: string, withModifier: boolean): boolean {
  if (withModifier) return true;
  // Printable keys have one-character names; named keys ('Backspace', 'ArrowLeft', 'Tab') are longer.
  if (key.length !== 1) return true;
  return key >= '0' && key <= '9';
}

/**
 * Whether a lead should be posted for `phone`: once it holds a full number, and only when that
 * number differs from the one last posted (so editing back and forth does not repeat it).
 */
export function shouldPostLead(phone: string, lastPosted: string | undefined): boolean {
  return phone.length === PHONE_LENGTH && /^\d+$/.test(phone) && phone !== lastPosted;
}

/**
 * A phone number as people write it ('98480 22222', '+91 98480-22222', '(0) 9848022222'), without
 * the spaces, dashes, dots and brackets between its digits, and without India's +91 or trunk 0 in
 * front of ten digits. Anything else is left for the mobile number's rule to refuse.
 */
export const nationalMobile = (typed: string): string =>
  typed
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^(?:\+91|0091|0)(?=\d{10}$)/, '');

/**
 * The number in a pasted text that replaces the whole field: a pasted '+91 98765 43210' or
 * '098765 43210' loses its country or trunk prefix rather than its last digits.
 */
export function pastedPhone(text: string): string {
  const digits = text.replace(/\D+/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
