/**
 * Keeps the code of a referral link (`?ref=CODE` on any page) for the tab, so that the booking made
 * next carries it (src/islands/booking/saveDetails.ts). Plain sessionStorage: no store library on
 * pages without an island.
 */
import { REFERRAL_KEY, referralCodeFrom } from '../lib/profile/referral.ts';

const code = referralCodeFrom(location.search);
if (code) {
  try {
    sessionStorage.setItem(REFERRAL_KEY, code);
  } catch {
    // storage blocked: the booking goes without the referral
  }
}
