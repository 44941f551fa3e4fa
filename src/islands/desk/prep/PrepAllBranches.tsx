import type { BoardResponse } from '../../../lib/api/deskBookings.ts';
import { prepList } from '../../../lib/desk/prepList.ts';
import { prepTotals } from '../../../lib/desk/prepTotals.ts';
import { auditTime } from '../auditText.ts';
import { PrepBranchSection } from './PrepBranchSection.tsx';
import { PrepTotalsList } from './PrepTotalsList.tsx';

/** The owner's print of every branch: the overall totals first, then a section per branch with its own. */
export function PrepAllBranches({ boards }: { boards: readonly BoardResponse[] }) {
  const bookings = boards.flatMap((b) => prepList(b).map((i) => i.booking));
  // The oldest answer is what the whole print is as of.
  const at = boards.map((b) => b.at).sort()[0];
  return (
    <>
      <p className="text-neutral-700">
        {boards.length} branches · {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
        {at && ` · as of ${auditTime(at)}`}
      </p>
      <PrepTotalsList totals={prepTotals(bookings)} label="Totals, all branches" level="h2" />
      {boards.map((board) => (
        <PrepBranchSection key={board.branch?.id ?? ''} board={board} />
      ))}
    </>
  );
}
