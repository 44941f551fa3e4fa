import { keysToClearAtHome } from '../profile/referral.ts';

/**
 * Ends the booking in progress: everything the tab keeps in sessionStorage goes but the profile's
 * sign-in and a referral code, which are not part of a booking (DECISIONS.md 11; the spec clears
 * session storage on arriving home and after a payment). The stores in memory are left alone: the
 * page that calls this is about to leave, or shows nothing from them.
 */
export function endSession(): void {
  try {
    for (const key of keysToClearAtHome(Object.keys(sessionStorage))) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: there is nothing to clear
  }
}
