import { useId } from 'react';
import type { PhoneQuote } from '../../../lib/api/deskPhoneQuote.ts';
import { formatRupees, formatSignedRupees } from '../../../lib/money.ts';

interface Props {
  quote: PhoneQuote | undefined;
  loading: boolean;
  /** Why the choices cannot be priced as they are (a field's refusal), shown instead of a total. */
  problem: string;
}

/**
 * The running Total: what the hold will charge, line by line as the site's summary lists them, read
 * to the caller before anything is held. The last total stays while the next is worked out (marked
 * busy), in a box that keeps its size, so the screen does not jump as the staff type.
 */
export function PhoneTotal({ quote, loading, problem }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      className="grid min-h-32 content-start gap-2 rounded-xl border border-neutral-300 bg-neutral-50 p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        Total
      </h2>
      {!quote && !problem && <p className="text-neutral-700">{loading ? 'Working out the total...' : 'Choose a slot to see the total.'}</p>}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {quote && !problem && (
        <>
          <dl className="grid gap-1 text-neutral-800">
            {quote.lines.map((l, i) => (
              <div key={i} className="flex justify-between gap-4">
                <dt>{l.label}</dt>
                <dd className="tabular-nums">{formatSignedRupees(l.amount)}</dd>
              </div>
            ))}
          </dl>
          {quote.couponNote && <p className="text-sm text-neutral-700">{quote.couponNote}</p>}
          <p className="flex justify-between gap-4 border-t border-neutral-300 pt-2 text-lg font-bold text-neutral-900">
            <span>Total</span>
            <output aria-live="polite" aria-label="Total to pay" className="tabular-nums">
              {formatRupees(quote.totalPrice)}
            </output>
          </p>
          <p className="text-sm text-neutral-700">Advance to hold it: {formatRupees(quote.advance)}</p>
          <p className="min-h-5 text-sm text-neutral-700">{loading ? 'Updating the total...' : ''}</p>
        </>
      )}
    </section>
  );
}
