import type { BoardResponse } from '../../lib/api/deskBookings.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { prepList } from '../../lib/desk/prepList.ts';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import { auditTime } from './auditText.ts';
import { printSheet } from './printSheet.ts';
import { planText } from './bookingText.ts';
import { cakeText } from '../../lib/desk/bookingWords.ts';
import { HEADING, PRIMARY, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';

/** On paper: only the prep list, each slot kept whole on its page; its buttons are left off. */
const PRINT_CSS = printSheet('desk-prep-list', '#desk-prep-list li { break-inside: avoid; border-color: #000 !important; }');

const TERM = 'font-semibold';

/**
 * The day's prep list for the decoration and kitchen team: the booked slots of the board's branch
 * and day in the order they come, each with what to prepare (decoration, cakes with flavour, weight
 * and egg or eggless, add-ons, what the plan brings), for how many and for whom.
 */
export function PrepListView({ board, onBack }: { board: BoardResponse; onBack: () => void }) {
  const heading = useViewHeading();
  const items = prepList(board);
  return (
    <section id="desk-prep-list" aria-labelledby="desk-prep-heading" className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className={PRIMARY} onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className={SECONDARY} onClick={onBack}>
          Back to the board
        </button>
      </div>
      <div>
        <h1 id="desk-prep-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Prep list: {board.branch?.name ?? 'no branch'}, {bookingDayLabel(board.date)}
        </h1>
        <p className="mt-1 text-neutral-700">
          {items.length} {items.length === 1 ? 'booking' : 'bookings'} · as of {auditTime(board.at)}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-neutral-800">Nothing is booked on this day yet.</p>
      ) : (
        <ol className="grid gap-3">
          {items.map(({ theatre, fromTime, toTime, booking: b }) => (
            <li key={b.id} className="rounded-xl border border-neutral-300 bg-white p-4">
              <h2 className="text-lg font-bold">
                {formatSlot({ fromTime, toTime })} · {theatre}
              </h2>
              <dl className="mt-2 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className={TERM}>Persons</dt>
                <dd>{b.persons}</dd>
                <dt className={TERM}>Occasion</dt>
                <dd>{b.occasion ?? 'None chosen'}</dd>
                <dt className={TERM}>Name(s) on it</dt>
                <dd>{b.personName || '–'}</dd>
                <dt className={TERM}>Decoration</dt>
                <dd>{b.decoration ? 'Yes' : 'No'}</dd>
                <dt className={TERM}>Cake</dt>
                <dd>{b.cakes.length === 0 ? 'None' : b.cakes.map(cakeText).join('; ')}</dd>
                <dt className={TERM}>Add-ons</dt>
                <dd>{b.addons.length === 0 ? 'None' : b.addons.join(', ')}</dd>
                <dt className={TERM}>Plan</dt>
                <dd>
                  {planText(b.plan)}
                  {b.plan.includes.length > 0 && `: ${b.plan.includes.join(', ')}`}
                </dd>
                <dt className={TERM}>Customer</dt>
                <dd>
                  {b.customer.name}, {b.customer.phone} · {b.orderId}
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
