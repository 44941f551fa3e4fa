/**
 * /payment-success?id=: the paid booking as the server has it (admin/booking/get-bookingbyid with
 * the tab's token): its order id and invoice. Once it has loaded, the booking in progress ends
 * (PAY-07); a booking that is not paid goes to the page for its status instead.
 */
import { apiOrigin } from '../islands/apiOrigin.ts';
import { bookingCall, BookingFailure, hasToken } from '../islands/booking/bookingApi.ts';
import { mediaUrlOn } from '../lib/api/mediaUrl.ts';
import { bookingIdOf, outcomeOf, outcomePath } from '../lib/booking/paymentOutcome.ts';
import { endSession } from '../lib/stores/endSession.ts';
import { $wizard } from '../lib/stores/wizard.ts';
import { part, say, show } from './outcomePage.ts';

export const NO_BOOKING_MESSAGE = 'There is no booking to show here. Your booking details can be shown only in the tab you paid in.';
export const LOADING_MESSAGE = 'Loading your booking...';
export const LOADED_MESSAGE = 'Thank you! Your booking is confirmed.';
export const LOAD_FAILED_MESSAGE = 'We could not load your booking.';

async function load(bookingId: string): Promise<void> {
  show('retry', false);
  say(LOADING_MESSAGE);
  try {
    const booking = (await bookingCall('bookingById', { bookingId })).data[0];
    if (!booking) throw new Error('no booking');
    if (outcomeOf(booking.status) !== 'success') {
      window.location.replace(outcomePath(booking.status, bookingId));
      return;
    }
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
  } catch (error) {
    const reachable = !(error instanceof BookingFailure) || error.failure.kind === 'failed';
    say(reachable ? LOAD_FAILED_MESSAGE : NO_BOOKING_MESSAGE);
    show('retry', reachable);
  }
}

const bookingId = bookingIdOf(window.location.search, $wizard.get().bookingId);
// Without the tab's token the booking cannot be read (after it has been shown once, the session is over).
if (bookingId && hasToken()) {
  part('retry')?.addEventListener('click', () => void load(bookingId));
  void load(bookingId);
} else {
  say(NO_BOOKING_MESSAGE);
}
