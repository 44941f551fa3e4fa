/**
 * /payment-fail?id=: the page says all it must without a booking; with one this tab can read (its
 * token, or the way back's reference) whose payment did not end in a booking, it adds the server's
 * word on what happened to the money (a refund and why). A booking that did end in one goes to the
 * page of its status. Anything else (no id, a failed read) leaves the page as it is.
 */
import { outcomeOf, outcomePath, refOf } from '../lib/booking/paymentOutcome.ts';
import { hasToken } from '../client/bookingApi.ts';
import { part, show } from './outcomePage.ts';
import { readOutcome } from './readOutcome.ts';

async function explain(bookingId: string, ref: string | null): Promise<void> {
  const outcome = await readOutcome(bookingId, ref);
  if (outcomeOf(outcome.status) !== 'fail') {
    window.location.replace(outcomePath(outcome.status, bookingId, ref));
    return;
  }
  const note = part('note');
  if (!note || !outcome.statusNote) return;
  note.textContent = outcome.statusNote;
  show('note');
}

const bookingId = new URLSearchParams(window.location.search).get('id');
const ref = refOf(window.location.search);
if (bookingId && (ref || hasToken())) explain(bookingId, ref).catch(() => undefined);
