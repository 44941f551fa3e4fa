/**
 * Referral links: `/?ref=CODE` (or any page with `?ref=CODE`). The code (letters and digits) is
 * kept for the tab in sessionStorage by a few inline lines of the site layout, until a booking is
 * made, which sends it with addbooking; the server decides whether it counts.
 */

/** The sessionStorage key of the code (a plain string, as @nanostores/persistent keeps a string atom). */
export const REFERRAL_KEY = 'referral:code';
/** The profile's session, kept for the tab (src/lib/stores/profile.ts). */
export const PROFILE_SESSION_KEY = 'profile:session';

/** The link a customer shares: the home page with their code. */
export const referralLink = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/?ref=${encodeURIComponent(code)}`;

/**
 * The sessionStorage keys arriving home clears (DECISIONS.md 11 clears the booking in progress):
 * all but the sign-in and the referral code, which are not part of a booking.
 */
export const KEPT_AT_HOME: readonly string[] = [REFERRAL_KEY, PROFILE_SESSION_KEY];
export const keysToClearAtHome = (keys: readonly string[]): string[] => keys.filter((k) => !KEPT_AT_HOME.includes(k));
