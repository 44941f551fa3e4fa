import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BookingStatus } from '../../lib/api/booking.ts';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { istToday } from '../../lib/booking/istClock.ts';
import { bookingsFileName } from '../../lib/desk/bookingsCsv.ts';
import { findCountOf } from '../../lib/desk/findCount.ts';
import { BookingPage } from './BookingPage.tsx';
import { Pager } from './Pager.tsx';
import { STATUS_LABELS, statusText } from '../../lib/desk/bookingWords.ts';
import { bookingSearchOf, searchesEveryDay } from '../../lib/desk/bookingSearch.ts';
import { useSubAddress } from './deskAddress.ts';
import { FoundBookings } from './FoundBookings.tsx';
import { useTypedSearch } from './useTypedSearch.ts';
import { BranchSelect } from './BranchSelect.tsx';
import { deskFile } from './deskApi.ts';
import { useDeskQuery, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { CONTROL, LABEL } from './fieldStyles.ts';
import { CARD, HEADING, PRIMARY, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { saveFile } from './saveFile.ts';

interface Filter {
  q: string;
  from: string;
  to: string;
  branch: string;
  status: BookingStatus | '';
}

type ListAnswer = DeskResponseOf<'bookingList'>;

/**
 * 'Bookings': Find (a phone number, a name or an order id in one field, found as it is typed;
 * days, branch and status), 50 a page, and Export CSV of the same list. A booking's page opens inside this screen
 * (#bookings/<id>); the list and its filters are still here on the way back.
 */
export function BookingsView() {
  const bookingId = useSubAddress('bookings');
  // From today by default: the bookings still to come; a search clears the days to look further back.
  const [initial] = useState<Filter>(() => ({ q: '', from: istToday(Date.now()), to: '', branch: '', status: '' }));
  const [filter, setFilter] = useState<Filter>(initial);
  const [shown, setShown] = useState<{ filter: Filter; page: number }>({ filter: initial, page: 1 });
  const [problem, setProblem] = useState('');
  const { status, ...rest } = shown.filter;
  const list = useDeskQuery(
    'bookingList',
    { ...rest, status: status || undefined, page: String(shown.page) },
    { placeholderData: keepPreviousData },
  );
  const whenAnswered = useWhenAnswered(list);
  const exported = useMutation({ mutationFn: (filter: Filter) => deskFile('bookingExport', { ...filter }) });
  const result = list.data;
  const busy = list.isFetching;
  const error = problem || (exported.error ?? list.error)?.message || '';
  const { announce } = useDesk();

  const load = (wanted: { filter: Filter; page: number }) => {
    setProblem('');
    // An export on its way is let finish: reset would drop its file without a word.
    if (!exported.isPending) exported.reset();
    whenAnswered((res) => announce(findCountOf(res).announcement));
    if (JSON.stringify(wanted) === JSON.stringify(shown)) void list.refetch();
    else setShown(wanted);
  };

  const exportCsv = () => {
    setProblem('');
    exported.mutate(shown.filter, {
      onSuccess: (file) => {
        saveFile(file, bookingsFileName({ ...shown.filter, status: shown.filter.status || undefined }));
        announce('The list is exported as a CSV file.');
      },
    });
  };

  if (bookingId) return <BookingPage key={bookingId} bookingId={bookingId} />;
  return (
    <FindScreen
      filter={filter}
      setFilter={setFilter}
      result={result}
      shown={shown}
      error={error}
      setError={setProblem}
      busy={busy}
      exporting={exported.isPending}
      onSearch={(page) => load({ filter, page })}
      onPage={(page) => load({ ...shown, page })}
      onExport={exportCsv}
    />
  );
}

interface FindProps {
  filter: Filter;
  setFilter: (update: (f: Filter) => Filter) => void;
  result?: ListAnswer;
  shown?: { filter: Filter; page: number };
  error: string;
  setError: (e: string) => void;
  busy: boolean;
  exporting: boolean;
  onSearch: (page: number) => void;
  onPage: (page: number) => void;
  onExport: () => void;
}

function FindScreen({ filter, setFilter, result, shown, error, setError, busy, exporting, onSearch, onPage, onExport }: FindProps) {
  const heading = useViewHeading();
  const set = (field: keyof Filter) => (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [field]: e.target.value }));
  const count = result && findCountOf(result);

  const search = () => {
    if (filter.from && filter.to && filter.from > filter.to) return setError('The first day must not be after the last.');
    onSearch(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };
  // Found as the person types, once they pause: only text that can mean something, or none at all.
  useTypedSearch(filter.q, shown?.filter.q, (q) => q.trim() === '' || bookingSearchOf(q) !== undefined, search);
  const everyDay = searchesEveryDay(bookingSearchOf(filter.q));

  return (
    <section aria-labelledby="desk-bookings-heading" aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id="desk-bookings-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Bookings
        </h1>
        <p className="mt-2 text-neutral-700">Find a booking by phone, name or order id, or list the bookings of some days.</p>
      </div>
      <form onSubmit={submit} aria-label="Find bookings" className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end ${CARD}`}>
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="desk-find-q" className={LABEL}>
            Phone, name or order id
          </label>
          <input
            id="desk-find-q"
            type="search"
            className={CONTROL}
            maxLength={100}
            value={filter.q}
            onChange={set('q')}
            aria-describedby="desk-find-hint"
          />
          <p id="desk-find-hint" className="mt-1 text-sm text-neutral-700">
            {everyDay ? 'A whole phone number or order id is found on any day.' : 'Found as you type. Clear the days to search every day.'}
          </p>
        </div>
        <div>
          <label htmlFor="desk-find-from" className={LABEL}>
            From
          </label>
          <input
            id="desk-find-from"
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            className={CONTROL}
            value={filter.from}
            onChange={set('from')}
          />
        </div>
        <div>
          <label htmlFor="desk-find-to" className={LABEL}>
            To
          </label>
          <input
            id="desk-find-to"
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            className={CONTROL}
            value={filter.to}
            onChange={set('to')}
          />
        </div>
        <BranchSelect
          id="desk-find-branch"
          branches={result?.branches ?? []}
          value={filter.branch}
          onChange={set('branch')}
          allLabel="All branches"
        />
        <div>
          <label htmlFor="desk-find-status" className={LABEL}>
            Status
          </label>
          <select id="desk-find-status" className={CONTROL} value={filter.status} onChange={set('status')}>
            <option value="">Any status</option>
            {(Object.keys(STATUS_LABELS) as BookingStatus[]).map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={PRIMARY} disabled={busy}>
          {busy ? 'Finding…' : 'Find'}
        </button>
      </form>
      <ErrorAlert text={error} />
      {result && shown && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-neutral-800">{count?.line}</p>
            {/* Not while a new Find is on its way: the file would be the list about to be replaced. */}
            <button type="button" className={SECONDARY} disabled={busy || exporting || result.total === 0} onClick={onExport}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          </div>
          <FoundBookings bookings={result.bookings} />
          <Pager label="Pages of bookings" page={shown.page} pages={count?.pages ?? 1} busy={busy} onPage={onPage} />
        </>
      )}
    </section>
  );
}
