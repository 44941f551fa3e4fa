import type { RescheduleQuote } from './useRescheduleChoices.ts';
import { placeLabel } from '../../lib/manage/changeOutcome.ts';
import { formatRupees } from '../../lib/money.ts';

/** What the difference in price means for the customer, in a sentence. */
function differenceWords(q: RescheduleQuote): string {
  if (q.difference === 0) return 'The price is the same.';
  return `It costs ${formatRupees(Math.abs(q.difference))} ${q.difference > 0 ? 'more' : 'less'}.`;
}

/** The booking priced again at the chosen slot, and where the money goes, before the customer confirms. */
export function QuoteSummary({ quote: q }: { quote: RescheduleQuote }) {
  // The totals always; a movement of money only when there is one.
  const rows = [
    { label: 'New total', amount: q.newTotal, name: 'new-total', always: true },
    { label: 'Pay now, online', amount: q.payNow, name: 'pay-now', always: false },
    { label: 'Refunded to your online payment', amount: q.refundOnline, name: 'refund', always: false },
    { label: 'Handed back at the venue', amount: q.returnAtVenue, name: 'return', always: false },
    { label: 'Left to pay at the venue', amount: q.remainingAmount, name: 'remaining', always: true },
  ];
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-neutral-900">
      <p className="font-semibold">{placeLabel(q)}</p>
      <p className="mt-1 text-sm">
        Your booking costs {formatRupees(q.oldTotal)} now. {differenceWords(q)}
      </p>
      <dl className="mt-3 grid gap-1 text-sm">
        {rows
          .filter(({ amount, always }) => always || amount > 0)
          .map(({ label, amount, name }) => (
            <div key={name} className="flex justify-between gap-3">
              <dt>{label}</dt>
              <dd data-quote={name} className="text-right font-semibold tabular-nums">
                {formatRupees(amount)}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
