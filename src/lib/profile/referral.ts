/**
 * Referral links: `/?ref=CODE` (or any page with `?ref=CODE`). The code is kept for the tab in
 * sessionStorage until a booking is made, which sends it with addbooking; the server decides
 * whether it counts.
 */

/** The sessionStorage key of the code (a plain string, as @nanostores/persistent keeps a string atom). */
export const REFERRAL_KEY = 'referral:code';
/** The profile's session, kept for the tab (src/lib/stores/profile.ts). */
export const PROFILE_SESSION_KEY = 'profile:session';

/** Codes are letters and digits; anything else in the link is not one of ours and is not kept. */
const CODE = /^[A-Z0-9]{4,20}$/;

/** The referral code a page address carries, upper-cased, or undefined. */
export function referralCodeFrom(search: string): string | undefined {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
  return code && CODE.test(code) ? code : undefined;
}

/** The link a customer shares: the home page with their code. */
export const referralLink = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/?ref=${encodeURIComponent(code)}`;

/**
 * The sessionStorage keys arriving home clears (DECISIONS.md 11 clears the booking in progress):
 * all but the sign-in and the referral code, which are not part of a booking.
 */
export const keysToClearAtHome = (keys: readonly string[]): string[] => keys.filter((k) => k !== REFERRAL_KEY && k !== PROFILE_SESSION_KEY);
