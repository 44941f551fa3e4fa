import type { SlotCounts } from '../../lib/api/deskToday.ts';
import { formatRupees } from '../../lib/money.ts';
import { useDeskQuery } from './deskQuery.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { CARD } from './styles.ts';

/** Read again this often while shown: a sale or a payment anywhere shows within it. */
const REFRESH_EVERY_MS = 30_000;

interface Props {
  /** Shows that branch's board, today. */
  onShow: (branchId: string) => void;
}

/** "3 booked · 5 free (2 past) · 1 held · 1 blocked". */
function slotWords(s: SlotCounts): string {
  return [
    `${s.booked} booked`,
    `${s.free} free${s.freePast > 0 ? ` (${s.freePast} past)` : ''}`,
    s.held > 0 && `${s.held} held`,
    s.blocked > 0 && `${s.blocked} blocked`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Today across every branch, above the board for the owner and managers (the owner's first look on
 * a phone): each branch's slots by state, the money taken today (net of refunds) and what is left to
 * collect on today's slots, with a way to that branch's board.
 */
export function AllBranchesToday({ onShow }: Props) {
  const query = useDeskQuery('todaySummary', undefined, { everyMs: REFRESH_EVERY_MS });
  const today = query.data;
  if (query.error && !today) return <ErrorAlert text={query.error.message} />;
  return (
    <section aria-labelledby="desk-all-branches-heading" aria-busy={!today} className={`grid gap-3 ${CARD}`}>
      <h2 id="desk-all-branches-heading" className="text-lg font-bold text-neutral-900">
        All branches today
      </h2>
      {!today ? (
        <p className="text-neutral-700">Reading today across the branches…</p>
      ) : (
        <>
          <p className="text-neutral-900">
            <strong>{slotWords(today.total.slots)}</strong>
            <br />
            Taken {formatRupees(today.total.money.net)} · To collect {formatRupees(today.total.money.toCollect)}
          </p>
          <ul aria-label="Each branch today" className="grid gap-2 sm:grid-cols-2">
            {today.branches.map((b) => (
              <li key={b.branch.id} className="rounded-xl border border-neutral-200 p-3">
                <p className="font-semibold text-neutral-900">{b.branch.name}</p>
                <p className="text-sm text-neutral-800">{slotWords(b.slots)}</p>
                <p className="text-sm text-neutral-800">
                  Taken {formatRupees(b.money.net)} · To collect {formatRupees(b.money.toCollect)}
                </p>
                <button type="button" onClick={() => onShow(b.branch.id)} className="mt-1 text-sm font-semibold text-brand-700 underline">
                  Show the board<span className="sr-only"> of {b.branch.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
