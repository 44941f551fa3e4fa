import { useState } from 'react';
import type { BoardResponse } from '../../lib/api/deskBookings.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { prepList } from '../../lib/desk/prepList.ts';
import { prepTotals } from '../../lib/desk/prepTotals.ts';
import { auditTime } from './auditText.ts';
import { useDesk } from './deskContext.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { printSheet } from './printSheet.ts';
import { PrepAllBranches } from './prep/PrepAllBranches.tsx';
import { PrepScopeChoice } from './prep/PrepScopeChoice.tsx';
import { PrepSlotItem } from './prep/PrepSlotItem.tsx';
import { PrepTotalsList } from './prep/PrepTotalsList.tsx';
import { useBranchBoards } from './prep/useBranchBoards.ts';
import { HEADING, PRIMARY, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';

/**
 * On paper: only the prep list, each slot kept whole on its page and each branch of the owner's
 * print starting a page of its own; its buttons are left off.
 */
const PRINT_CSS = printSheet(
  'desk-prep-list',
  '#desk-prep-list li { break-inside: avoid; border-color: #000 !important; } #desk-prep-list .prep-branch + .prep-branch { break-before: page; }',
);

/**
 * The day's prep list for the decoration and kitchen team: the day's totals at the top, then the
 * booked slots of the board's branch and day in the order they come. The owner and managers may
 * choose every branch at once: one print with each branch's section and totals, and the overall.
 */
export function PrepListView({ board, onBack }: { board: BoardResponse; onBack: () => void }) {
  const heading = useViewHeading();
  const { may } = useDesk();
  const offersAll = may('takings.read') && board.branches.length > 1;
  const [all, setAll] = useState(false);
  const every = useBranchBoards(board.branches, board.date, offersAll && all);
  const items = prepList(board);
  const place = all ? 'all branches' : (board.branch?.name ?? 'no branch');
  const waiting = all && !every.boards && !every.error;
  return (
    <section id="desk-prep-list" aria-labelledby="desk-prep-heading" aria-busy={waiting} className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className={PRIMARY} disabled={waiting} onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className={SECONDARY} onClick={onBack}>
          Back to the board
        </button>
      </div>
      {offersAll && <PrepScopeChoice branchName={board.branch?.name ?? 'This branch'} all={all} onChange={setAll} />}
      <div>
        <h1 id="desk-prep-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Prep list: {place}, {bookingDayLabel(board.date)}
        </h1>
        {!all && (
          <p className="mt-1 text-neutral-700">
            {items.length} {items.length === 1 ? 'booking' : 'bookings'} · as of {auditTime(board.at)}
          </p>
        )}
      </div>
      {all ? (
        <>
          <ErrorAlert text={every.error && `Could not read every branch's day: ${every.error}`} />
          {waiting && <p className="text-neutral-800">Reading every branch's day…</p>}
          {every.boards && <PrepAllBranches boards={every.boards} />}
        </>
      ) : (
        <>
          <PrepTotalsList totals={prepTotals(items.map((i) => i.booking))} label="Totals for the day" level="h2" />
          {items.length === 0 ? (
            <p className="text-neutral-800">Nothing is booked on this day yet.</p>
          ) : (
            <ol className="grid gap-3">
              {items.map((item) => (
                <PrepSlotItem key={item.booking.id} item={item} level="h2" />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
