import type { TakingsFigures } from '../../../lib/api/deskTakings.ts';
import { formatRupees, formatSignedRupees } from '../../../lib/money.ts';
import { CARD } from '../styles.ts';

/** One line of figures: its name and its value, apart across the card, so a phone reads it in one glance. */
function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-neutral-300 font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One branch's figures, or the total's, as rows rather than columns (a phone shows them whole, a
 * tablet sets the cards side by side): what came in, what went back, Net, then what the days'
 * bookings still owe, the no-shows' part apart. Amounts are the wire's rupees.
 */
export function FiguresCard({ id, title, figures: f }: { id: string; title: string; figures: TakingsFigures }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h3 id={id} className="text-lg font-bold text-neutral-900">
        {title}
      </h3>
      <dl className="mt-2 text-neutral-900">
        <Line term="Online" value={formatRupees(f.online)} />
        <Line term="Cash" value={formatRupees(f.cash)} />
        <Line term="UPI" value={formatRupees(f.upi)} />
        <Line term="Card" value={formatRupees(f.card)} />
        <Line term="Refunds" value={formatRupees(f.refunds)} />
        <Line term="Net" value={formatSignedRupees(f.net)} strong />
        <Line term="To collect" value={formatRupees(f.toCollect)} strong />
        <Line term="No-shows left to pay" value={formatRupees(f.noShowToCollect)} />
        <Line term="Bookings" value={String(f.bookings)} strong />
        <Line term="No-shows" value={String(f.noShows)} />
      </dl>
    </section>
  );
}
