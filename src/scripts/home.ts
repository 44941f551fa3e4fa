/**
 * The home page's whole script, one small file: the custom elements its sections use, and the
 * end of any booking in progress (DECISIONS.md 11: arriving home clears the sessionStorage the
 * booking steps keep their choices in; the profile's sign-in and a referral code stay).
 */
import './auto-carousel.ts';
import './video-selector.ts';
import './once-popup.ts';
import { keysToClearAtHome } from '../lib/profile/referral.ts';

try {
  for (const key of keysToClearAtHome(Object.keys(sessionStorage))) sessionStorage.removeItem(key);
} catch {
  // storage blocked: there is nothing to clear
}
