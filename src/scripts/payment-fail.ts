/**
 * /payment-fail?id=: the page says all it must without a booking. Try Again leads back to the
 * booking in progress in this tab, to pay it again, when that is the booking whose payment failed
 * (else home, as the spec has it). With a booking this tab can read (its token, or the way back's
 * reference) whose payment did not end in a booking, it says that no money was taken, or the
 * server's word on what happened to the money (a refund and why). A booking that did end in one
 * goes to the page of its status. Anything else (no id, a failed read) leaves the page as it is.
 */
import { bookingIdOf, outcomeOf, outcomePath, refOf, tryAgainPath, unpaidOutcome } from '../lib/booking/paymentOutcome.ts';
import { hasToken } from '../client/bookingApi.ts';
import { $wizard } from '../lib/stores/wizard.ts';
import { part, show } from './outcomePage.ts';
import { readOutcome } from './readOutcome.ts';

async function explain(bookingId: string, ref: string | null): Promise<void> {
  const outcome = await readOutcome(bookingId, ref);
  if (outcomeOf(outcome.status) !== 'fail') {
    window.location.replace(outcomePath(outcome.status, bookingId, ref));
    return;
  }
  if (unpaidOutcome(outcome.status)) show('unpaid');
  const note = part('note');
  if (!note || !outcome.statusNote) return;
  note.textContent = outcome.statusNote;
  show('note');
}

const wizard = $wizard.get();
const tryAgain = part<HTMLAnchorElement>('try-again');
const back = tryAgainPath(window.location.search, wizard);
if (tryAgain && back !== '/') {
  tryAgain.href = back;
  show('back-note');
}

const bookingId = bookingIdOf(window.location.search, wizard.bookingId);
const ref = refOf(window.location.search);
if (bookingId && (ref || hasToken())) explain(bookingId, ref).catch(() => undefined);
