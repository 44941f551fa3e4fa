/**
 * /payment-processing: where the payment provider sends the customer back. Asks the server how the
 * booking's payment stands (which also makes it ask the provider) until it is settled, then goes to
 * the outcome page; gives up, saying so, once the booking's hold would have ended. The way back's
 * reference (`ref`) lets any tab ask, whether or not it is the one that paid; without one, only the
 * tab's booking token can.
 */
import { bookingCall, BookingFailure, hasToken } from '../client/bookingApi.ts';
import { bookingIdOf, outcomeOf, outcomePath, refOf } from '../lib/booking/paymentOutcome.ts';
import { PAYMENT_STATUS_BACKOFF, pollUntil } from '../lib/booking/pollBackoff.ts';
import { $wizard } from '../lib/stores/wizard.ts';
import { part, say, show } from './outcomePage.ts';

export const NO_PAYMENT_MESSAGE = 'There is no payment to check in this tab.';
export const GAVE_UP_MESSAGE = 'We could not confirm your payment yet. Please check again in a minute.';
export const UNREACHABLE_MESSAGE =
  'We cannot check this payment from this tab. If money was taken, please call or WhatsApp us with the time of payment.';

/** The outcome page once the status is settled; undefined while it is not, or when the server could not be asked this time. */
async function askOnce(bookingId: string, ref: string | null): Promise<string | undefined> {
  try {
    const res = ref ? await bookingCall('paymentOutcome', { bookingId, ref }) : await bookingCall('paymentStatus', { bookingId });
    return outcomeOf(res.status) === 'waiting' ? undefined : outcomePath(res.status, bookingId, ref);
  } catch (error) {
    // A network hiccup or a busy server: asked again at the next turn. A booking this tab cannot reach is not.
    if (error instanceof BookingFailure && error.failure.kind === 'failed') return undefined;
    throw error;
  }
}

function stop(message: string): void {
  show('spinner', false);
  say(message);
}

async function watch(): Promise<void> {
  const bookingId = bookingIdOf(window.location.search, $wizard.get().bookingId);
  const ref = refOf(window.location.search);
  if (!bookingId) {
    stop(NO_PAYMENT_MESSAGE);
    return;
  }
  if (!ref && !hasToken()) {
    stop(UNREACHABLE_MESSAGE);
    return;
  }
  try {
    const next = await pollUntil(() => askOnce(bookingId, ref), PAYMENT_STATUS_BACKOFF);
    if (next) {
      window.location.replace(next);
      return;
    }
    stop(GAVE_UP_MESSAGE);
    const retry = part<HTMLAnchorElement>('retry');
    if (retry) {
      retry.href = outcomePath('payment-pending', bookingId, ref);
      retry.hidden = false;
    }
  } catch {
    stop(UNREACHABLE_MESSAGE);
  }
}

void watch();
