import { pricedKey } from '../../lib/booking/wizardQuote.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import { $profileSession, $referralCode } from '../../lib/stores/profile.ts';
import { $wizard, dropBooking, saved, type WizardState } from '../../lib/stores/wizard.ts';
import { amountsFor, choicesOf, type Charges } from './amounts.ts';
import { BookingFailure, bookingCall, hasToken, renewToken } from '../../client/bookingApi.ts';

/**
 * The details step's Proceed: creates the booking (or saves new details, persons or slot into the one
 * this tab already has) with `addbooking`, then asks `getuniqueid` for its order id.
 *
 * Tokens: a booking belongs to the token that made it, so a new token can never reach the old
 * booking. When the tab has no token, or the server says it is no longer good (401: expired, or the
 * server's key changed) or knows no such booking (404), a new token is taken and a new booking made;
 * the old booking's hold simply expires. The phone's clock is never asked: it may be wrong.
 */
export async function saveDetails(choice: BookingChoice, charges: Charges, { withAmounts = true } = {}): Promise<void> {
  if (!hasToken()) {
    await renewToken();
    forgetUnreachableBooking();
  }
  try {
    await addBooking(choice, charges, withAmounts);
  } catch (error) {
    if (!(error instanceof BookingFailure) || error.failure.kind !== 'lost') throw error;
    await renewToken();
    forgetUnreachableBooking();
    await addBooking(choice, charges, withAmounts);
  }
}

function forgetUnreachableBooking(): void {
  if ($wizard.get().bookingId) dropBooking();
}

async function addBooking(choice: BookingChoice, charges: Charges, withAmounts: boolean): Promise<void> {
  const wizard: WizardState = $wizard.get();
  const { amounts } = amountsFor(choice, wizard, charges);
  const res = await bookingCall('addBooking', {
    userName: wizard.details.userName.trim(),
    userEmail: wizard.details.userEmail.trim(),
    userPhone: wizard.details.userPhone,
    noOfPersons: wizard.details.noOfPersons,
    whatsappUpdates: wizard.details.whatsappUpdates === true,
    decoration: 'Yes',
    theatreId: choice.theatre._id,
    ...(withAmounts ? { subTotal: amounts.subTotal } : {}),
    time: choice.time,
    date: choice.date,
    theaterName: choice.theatre.name,
    ...(wizard.bookingId ? { bookingId: wizard.bookingId } : {}),
    type: wizard.plan ?? 'normal',
    // The plan card's coupon (/Basicplan), or the code typed on /ComboForm.
    couponId: wizard.coupon?.code ?? '',
    ...attributionOf(),
  });
  const { orderId } = await bookingCall('uniqueId', { bookingId: res.bookingId });
  // Without amounts (the one-page form's first call), the answer is for part of the choices: not kept as theirs.
  saved(res.bookingId, withAmounts ? { key: pricedKey(choice, choicesOf($wizard.get())), amounts: res.amounts } : null, orderId);
}

/** The referral link the visitor came by and the profile sign-in, when there are: the server records them on a new booking. */
function attributionOf(): { referralCode?: string; customerSession?: string } {
  const referralCode = $referralCode.get();
  const session = $profileSession.get();
  return { ...(referralCode ? { referralCode } : {}), ...(session ? { customerSession: session.token } : {}) };
}
