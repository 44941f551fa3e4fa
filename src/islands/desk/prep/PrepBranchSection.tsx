import type { BoardResponse } from '../../../lib/api/deskBookings.ts';
import { prepList } from '../../../lib/desk/prepList.ts';
import { prepTotals } from '../../../lib/desk/prepTotals.ts';
import { PrepSlotItem } from './PrepSlotItem.tsx';
import { PrepTotalsList } from './PrepTotalsList.tsx';

/** One branch of the all-branches print: its name, its totals, then its booked slots in order. */
export function PrepBranchSection({ board }: { board: BoardResponse }) {
  const items = prepList(board);
  const name = board.branch?.name ?? 'No branch';
  return (
    <section aria-labelledby={`prep-branch-${board.branch?.id}`} className="prep-branch grid gap-3">
      <h2 id={`prep-branch-${board.branch?.id}`} className="text-xl font-bold">
        {name}
      </h2>
      <PrepTotalsList totals={prepTotals(items.map((i) => i.booking))} label={`Totals at ${name}`} level="h3" />
      {items.length === 0 ? (
        <p className="text-neutral-800">Nothing is booked at {name} on this day.</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item) => (
            <PrepSlotItem key={item.booking.id} item={item} level="h3" />
          ))}
        </ol>
      )}
    </section>
  );
}
