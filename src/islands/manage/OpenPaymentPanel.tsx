import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { placeLabel } from '../../lib/manage/changeOutcome.ts';
import { formatRupees } from '../../lib/money.ts';
import { MAIN_ACTION_BUTTON, ACTION_BUTTON } from './actionStyles.ts';
import type { WatchPhase } from './usePaymentWatch.ts';

type Open = NonNullable<ManagedBooking['openPayment']>;

const indiaClock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** What the open payment is for, in a sentence. */
function purposeWords(open: Open): string {
  if (open.purpose === 'balance') return `A payment of ${formatRupees(open.amount)} for the rest of your booking is in progress.`;
  const to = open.moveTo ? ` to ${placeLabel({ theaterName: open.moveTo.theaterName, date: open.moveTo.date, time: open.moveTo })}` : '';
  return `A payment of ${formatRupees(open.amount)} to reschedule your booking${to} is in progress.`;
}

/**
 * A payment the customer started here and has not finished: what it is for, the way back to the
 * pay page, and while the page waits for the provider's word, that it is checking (then, after a
 * while, that it still is, with a Refresh).
 */
export function OpenPaymentPanel({ open, phase, refresh }: { open: Open; phase: WatchPhase; refresh: () => void }) {
  const until = new Date(open.expiresAt);
  return (
    <section aria-labelledby="open-payment-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-neutral-900">
      <h2 id="open-payment-title" className="text-lg font-bold">
        Payment in progress
      </h2>
      <p className="mt-2">{purposeWords(open)}</p>
      {open.moveTo && !Number.isNaN(until.getTime()) && (
        <p className="mt-1 text-sm">Your new slot is held for you until {indiaClock.format(until)} (India time).</p>
      )}
      <p role="status" className="mt-3 text-sm font-medium">
        {phase === 'checking' && 'Checking your payment…'}
        {phase === 'stale' && 'We are still checking your payment. If you have paid, it will show here shortly.'}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={open.redirectUrl} className={MAIN_ACTION_BUTTON}>
          Continue to payment
        </a>
        {phase === 'stale' && (
          <button type="button" onClick={refresh} className={ACTION_BUTTON}>
            Refresh
          </button>
        )}
      </div>
    </section>
  );
}
