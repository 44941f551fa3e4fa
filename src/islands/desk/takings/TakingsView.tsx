import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DeskBranch } from '../../../lib/api/deskBookings.ts';
import { istToday } from '../../../lib/booking/istClock.ts';
import { takingsFileName } from '../../../lib/desk/takingsCsv.ts';
import { auditTime } from '../auditText.ts';
import { deskFile } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { useDeskQuery, useWhenAnswered } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { printSheet } from '../printSheet.ts';
import { saveFile } from '../saveFile.ts';
import { HEADING, PRIMARY, SECONDARY } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { FiguresCard } from './FiguresCard.tsx';
import { TakingsFilterForm, type TakingsFilter } from './TakingsFilterForm.tsx';
import { daySaid, nothingMoved, takingsDaysLabel } from './takingsWords.ts';

/** On paper: the heading with the branch and the days, and the figures; each card kept whole on its page. */
const PRINT_CSS = printSheet('desk-takings', '#desk-takings section { break-inside: avoid; border-color: #000 !important; }');

/**
 * 'Takings' (owner, manager): the money of a day in India, or of up to 92 days, for one branch or
 * each of them and in total, as the server sums it; Print, and Export CSV of the same figures.
 * Today, all branches, when it opens. The days' limits are the server's: its refusal is said at
 * the day it is about.
 */
export function TakingsView() {
  const heading = useViewHeading();
  const { announce } = useDesk();
  const [initial] = useState<TakingsFilter>(() => {
    const today = istToday(Date.now());
    return { branch: '', from: today, to: today };
  });
  const [filter, setFilter] = useState(initial);
  const [shown, setShown] = useState(initial);
  const takings = useDeskQuery('takings', shown, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(takings);
  const exported = useMutation({ mutationFn: (ask: TakingsFilter) => deskFile('takingsExport', { ...ask }) });
  const branches = useOpenBranches(takings.data);
  const refs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };

  const refused = takings.error?.fields ?? {};
  const dayErrors = {
    from: refused.from && daySaid('from', refused.from),
    to: refused.to && daySaid('to', refused.to),
  };
  const error = exported.error?.message || (!dayErrors.from && !dayErrors.to && takings.error?.message) || '';
  // A refused day takes the focus, so its message is read with it.
  useEffect(() => {
    if (dayErrors.from) refs.from.current?.focus();
    else if (dayErrors.to) refs.to.current?.focus();
  }, [takings.errorUpdatedAt]);

  const data = takings.isError ? undefined : takings.data;
  const busy = takings.isFetching;

  const show = () => {
    exported.reset();
    whenAnswered((t) => announce(`Takings of ${t.branch?.name ?? 'all branches'}, ${takingsDaysLabel(t)}, shown.`));
    if (JSON.stringify(filter) === JSON.stringify(shown)) void takings.refetch();
    else setShown(filter);
  };

  const exportCsv = () => {
    if (!data) return;
    // The days and branch the figures shown are of (an empty To is the From day's, as the server read it).
    const ask = { branch: data.branch?.id ?? '', from: data.from, to: data.to };
    exported.mutate(ask, {
      onSuccess: (file) => {
        saveFile(file, takingsFileName({ ...ask, branch: ask.branch || undefined }));
        announce('The takings are exported as a CSV file.');
      },
    });
  };

  return (
    <section id="desk-takings" aria-labelledby="desk-takings-heading" aria-busy={busy} className="grid gap-6">
      <style>{PRINT_CSS}</style>
      <div>
        <h1 id="desk-takings-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Takings
        </h1>
        <p className="mt-2 text-neutral-700 print:hidden">
          The money of a day in India, or of up to 92 days: what came in online and at the venue, what went back, and what the days&apos;
          bookings still have to pay.
        </p>
      </div>
      <TakingsFilterForm
        filter={filter}
        onChange={setFilter}
        onSubmit={show}
        branches={branches}
        errors={dayErrors}
        refs={refs}
        busy={busy}
      />
      <ErrorAlert text={error} />
      {takings.isPending && <p className="text-neutral-700">Adding up the takings…</p>}
      {data && (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold text-neutral-900">
                {data.branch?.name ?? 'All branches'}, {takingsDaysLabel(data)}
              </h2>
              <p className="text-sm text-neutral-700">As of {auditTime(data.at)}, India time</p>
            </div>
            {/* Not while new figures are on their way: the paper or the file would be of those about to be replaced. */}
            <div className="flex flex-wrap gap-3 print:hidden">
              <button type="button" className={PRIMARY} disabled={busy} onClick={() => window.print()}>
                Print
              </button>
              <button type="button" className={SECONDARY} disabled={busy || exported.isPending} onClick={exportCsv}>
                {exported.isPending ? 'Exporting…' : 'Export CSV'}
              </button>
            </div>
          </div>
          {nothingMoved(data.total) && (
            <p className="text-neutral-800">
              Nothing was paid, recorded or refunded on {data.from === data.to ? 'this day' : 'these days'}, and no booking is expected:
              every figure is zero.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {/* The total first, as money people look for it; one branch asked is its own total. */}
            {data.branch === null && <FiguresCard id="desk-takings-total" title="Total, all branches" figures={data.total} />}
            {data.branches.map((b) => (
              <FiguresCard key={b.branch.id} id={`desk-takings-${b.branch.id}`} title={b.branch.name} figures={b} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The branches to choose from: those an answer for all branches listed (the first one, today's,
 * unless it failed); an answer for one branch lists that one only, so the list is kept.
 */
function useOpenBranches(answer: { branch: DeskBranch | null; branches: { branch: DeskBranch }[] } | undefined): DeskBranch[] {
  const [branches, setBranches] = useState<DeskBranch[]>([]);
  useEffect(() => {
    if (answer && answer.branch === null) setBranches(answer.branches.map((b) => b.branch));
  }, [answer]);
  return branches;
}
