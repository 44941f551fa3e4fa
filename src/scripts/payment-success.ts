/**
 * /payment-success?id=: the paid booking as the server has it (admin/booking/get-bookingbyid with
 * the tab's token, or in any other tab by the way back's reference): its order id and invoice. The
 * page's heading and picture are neutral until the booking is known to be paid, so that it never
 * claims a payment it cannot show. Once it has loaded, the booking in progress ends (PAY-07), and the
 * link to the booking's own page shows; a booking that is not paid goes to the page for its status
 * instead.
 */
import { apiOrigin } from '../client/apiOrigin.ts';
import { BookingFailure, hasToken } from '../client/bookingApi.ts';
import { mediaUrlOn } from '../lib/api/mediaUrl.ts';
import { bookingIdOf, outcomeOf, outcomePath, refOf } from '../lib/booking/paymentOutcome.ts';
import { endSession } from '../lib/stores/endSession.ts';
import { $wizard } from '../lib/stores/wizard.ts';
import { claim, part, say, show } from './outcomePage.ts';
import { readOutcome } from './readOutcome.ts';
import { showManageLink } from './manageLink.ts';

export const SUCCESS_HEADING = 'Payment Successful';
export const NO_BOOKING_MESSAGE =
  'There is no booking to show here. If you have paid, please open the page the payment sent you back to, or call or WhatsApp us.';
export const LOADING_MESSAGE = 'Loading your booking...';
export const LOADED_MESSAGE = 'Thank you! Your booking is confirmed.';
export const LOAD_FAILED_MESSAGE = 'We could not load your booking.';

async function load(bookingId: string, ref: string | null): Promise<void> {
  show('retry', false);
  say(LOADING_MESSAGE);
  try {
    const booking = await readOutcome(bookingId, ref);
    if (outcomeOf(booking.status) !== 'success') {
      window.location.replace(outcomePath(booking.status, bookingId, ref));
      return;
    }
    claim(SUCCESS_HEADING);
    show('picture');
    const orderId = part('order-id');
    if (orderId) orderId.textContent = booking.orderId;
    show('order');
    const invoice = part<HTMLAnchorElement>('invoice');
    if (invoice && booking.invoice) {
      invoice.href = mediaUrlOn(apiOrigin, booking.invoice);
      invoice.hidden = false;
    }
    say(LOADED_MESSAGE);
    endSession();
    void showManageLink(booking, bookingId, ref);
  } catch (error) {
    const reachable = !(error instanceof BookingFailure) || error.failure.kind === 'failed';
    say(reachable ? LOAD_FAILED_MESSAGE : NO_BOOKING_MESSAGE);
    show('retry', reachable);
  }
}

const bookingId = bookingIdOf(window.location.search, $wizard.get().bookingId);
const ref = refOf(window.location.search);
// Without the tab's token or the way back's reference the booking cannot be read (after it has been
// shown once in the tab that paid, that tab's session is over; the reference still shows it).
if (bookingId && (ref || hasToken())) {
  part('retry')?.addEventListener('click', () => void load(bookingId, ref));
  void load(bookingId, ref);
} else {
  say(NO_BOOKING_MESSAGE);
}
