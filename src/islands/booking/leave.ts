import { atom } from 'nanostores';
import { pricedKey, type ChoiceForQuote, type PricedChoices } from '../../lib/booking/wizardQuote.ts';
import { dropBooking, repriced } from '../../lib/stores/wizard.ts';
import { notify } from '../shared/notify.ts';
import type { Failure } from '../../client/bookingApi.ts';

/** The spec's pause after a message before the theatre list (section 9: 2 seconds after a 406). */
export const LEAVE_DELAY_MS = 2000;
export const THEATRES_PATH = '/theaters';
export const NO_BOOKING_MESSAGE = 'No booking in progress. Please choose a theatre and a slot first.';
export const REPRICED_NOTE = 'The summary shows the current prices: press Proceed again to continue with them.';

/**
 * Why the page is on its way to the theatre list, once it is (one message, not two). The step shows
 * it at its top, in the page rather than as a notice: a notice would lie over the header's links
 * for the two seconds it is there.
 */
export const $leaving = atom<string | null>(null);

/**
 * A refusal that ends the booking the customer was working on (a slot taken, another session's
 * booking, a booking no longer reachable), answered to something they just pressed: shown in a
 * dialog where they are looking, which waits for Okay before the theatre list (StoppedDialog.tsx).
 * A message at the top of a long step was out of sight on a phone, and gone 2 s later.
 */
export const $stopped = atom<string | null>(null);

/**
 * A change refused because a payment is open on the booking (409): the dialog that offers to cancel
 * that payment (PaymentOpenDialog.tsx), with the server's message.
 */
export const $paymentOpen = atom<string | null>(null);

/** Tells the customer why, then takes them to the theatre list. */
export function leaveForTheatres(message: string): void {
  if ($leaving.get() || $stopped.get()) return;
  $leaving.set(message);
  setTimeout(() => window.location.assign(THEATRES_PATH), LEAVE_DELAY_MS);
}

/**
 * What a step does when a booking call fails. A slot taken (406), another session's booking (403)
 * or a booking this tab can no longer reach (401, 404): the message in a dialog, the booking is
 * forgotten (the details typed stay), and the theatre list once the customer has read it (Okay). New prices: shown, and accepted by the
 * next Proceed. Anything else: a notice, and the customer stays with what they entered.
 */
export function handleFailure(failure: Failure, priced?: { choice: ChoiceForQuote; choices: PricedChoices }): void {
  switch (failure.kind) {
    case 'slotTaken':
    case 'denied':
    case 'lost':
      if (!$stopped.get() && !$leaving.get()) $stopped.set(failure.message);
      dropBooking();
      return;
    case 'paymentOpen':
      $paymentOpen.set(failure.message);
      return;
    case 'repriced':
      if (priced) repriced({ key: pricedKey(priced.choice, priced.choices), amounts: failure.amounts });
      notify(`${failure.message} ${REPRICED_NOTE}`);
      return;
    case 'failed':
      notify(failure.message);
  }
}
