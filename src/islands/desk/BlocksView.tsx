import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SlotBlock } from '../../lib/api/deskBlocks.ts';
import type { DeskRequestOf } from '../../lib/api/deskCalls.ts';
import { rangeProblem } from '../../lib/desk/blockRange.ts';
import { BlockForm } from './BlockForm.tsx';
import { BlockList } from './BlockList.tsx';
import { dayLabel } from './dayLabel.ts';
import { useDeskAction, useDeskQuery, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { DANGER, HEADING, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

interface Filter {
  theatreId: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { theatreId: '', from: '', to: '' };
const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
const CONTROL = 'block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 focus:border-brand-600';

/**
 * Blocked slots: the form that blocks (Block slot), and the blocks of a range of days (today and
 * the next weeks by default), each with Unblock; with one theatre shown, all of them at once.
 */
export function BlocksView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [shown, setShown] = useState<Filter>(NO_FILTER);
  const [problem, setProblem] = useState('');
  const list = useDeskQuery('blockList', shown, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(list);
  const unblock = useDeskAction('unblockSlots', { invalidates: ['blockList', 'board'] });
  const data = list.data;
  const busy = list.isFetching || unblock.isPending;
  const error = problem || (unblock.error ?? list.error)?.message || '';

  const load = (wanted: Filter) => {
    setProblem('');
    unblock.reset();
    whenAnswered((res) =>
      announce(
        `${res.blocks.length} blocked ${res.blocks.length === 1 ? 'slot' : 'slots'} from ${dayLabel(res.from)} to ${dayLabel(res.to)}.`,
      ),
    );
    if (JSON.stringify(wanted) === JSON.stringify(shown)) void list.refetch();
    else setShown(wanted);
  };
  const act = (input: DeskRequestOf<'unblockSlots'>) => {
    setProblem('');
    unblock.mutate(input, { onSuccess: (res) => announce(res.message) });
  };
  const unblockOne = (b: SlotBlock) => act({ theatreId: b.theatreId, from: b.date, to: b.date, slotIds: [b.slotId] });
  const theatre = data?.theatres.find((t) => t.id === shown.theatreId);
  const unblockAll = () => {
    if (!data || !theatre) return;
    if (!window.confirm(`Unblock all ${data.blocks.length} blocked slots of ${theatre.name} shown?`)) return;
    act({ theatreId: theatre.id, from: data.from, to: data.to, slotIds: theatre.slots.map((s) => s.id) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = filter.from && filter.to ? rangeProblem(filter.from, filter.to) : undefined;
    if (wrong) {
      setProblem(`The last day ${wrong}.`);
      return;
    }
    load(filter);
  };
  const set = (field: keyof Filter) => (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [field]: e.target.value }));

  return (
    <section aria-labelledby="desk-blocks-heading" className="grid gap-6">
      <div>
        <h1 id="desk-blocks-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Blocked slots
        </h1>
        <p className="mt-2 text-neutral-700">
          Close a slot for maintenance or a private event. A slot someone has booked or is paying for cannot be blocked.
        </p>
      </div>
      {data ? (
        <BlockForm theatres={data.theatres} onBlocked={announce} />
      ) : (
        !error && <p className="text-neutral-700">Loading the theatres and their blocks…</p>
      )}
      <form onSubmit={submit} aria-label="Which blocks to show" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor="desk-blocks-theatre" className={LABEL}>
            Show theatre
          </label>
          <select id="desk-blocks-theatre" value={filter.theatreId} onChange={set('theatreId')} className={CONTROL}>
            <option value="">Every theatre</option>
            {(data?.theatres ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.branch ? `${t.name} (${t.branch})` : t.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="desk-blocks-from" className={LABEL}>
            From day
          </label>
          <input id="desk-blocks-from" type="date" value={filter.from} onChange={set('from')} className={CONTROL} />
        </div>
        <div>
          <label htmlFor="desk-blocks-to" className={LABEL}>
            To day
          </label>
          <input id="desk-blocks-to" type="date" value={filter.to} onChange={set('to')} className={CONTROL} />
        </div>
        <button type="submit" disabled={busy} className={SECONDARY}>
          Show blocks
        </button>
      </form>
      <ErrorAlert text={error} />
      {data && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-neutral-900">
              {data.blocks.length} blocked {data.blocks.length === 1 ? 'slot' : 'slots'}, {dayLabel(data.from)} to {dayLabel(data.to)}
            </h2>
            {theatre && data.blocks.length > 1 && (
              <button type="button" disabled={busy} className={DANGER} onClick={unblockAll}>
                Unblock all shown
              </button>
            )}
          </div>
          {data.blocks.length === 0 ? (
            <p className="text-neutral-700">No slot is blocked on these days.</p>
          ) : (
            <BlockList blocks={data.blocks} busy={busy} onUnblock={unblockOne} />
          )}
        </>
      )}
    </section>
  );
}
