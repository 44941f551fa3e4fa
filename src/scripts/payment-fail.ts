/**
 * /payment-fail?id=: the page says all it must without a booking; with one this tab can read whose
 * payment did not end in a booking, it adds the server's word on what happened to the money (a
 * refund and why). Anything else (no id, no token, a failed read) leaves the page as it is.
 */
import { bookingCall, hasToken } from '../islands/booking/bookingApi.ts';
import { outcomeOf } from '../lib/booking/paymentOutcome.ts';
import { part, show } from './outcomePage.ts';

async function explain(bookingId: string): Promise<void> {
  const booking = (await bookingCall('bookingById', { bookingId })).data[0];
  if (!booking || outcomeOf(booking.status) !== 'fail' || !booking.statusNote) return;
  const note = part('note');
  if (!note) return;
  note.textContent = booking.statusNote;
  show('note');
}

const bookingId = new URLSearchParams(window.location.search).get('id');
if (bookingId && hasToken()) explain(bookingId).catch(() => undefined);
