/**
 * The patterns every form and the server agree on (src/lib/api/fields.ts says the same in zod),
 * written once for the islands, which check without downloading zod.
 */

/** zod 4's own e-mail pattern. */
export const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** 10 digits starting with 6, 7, 8 or 9 (DECISIONS 6: the booking forms' rule). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
