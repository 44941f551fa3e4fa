import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { SlotBlock } from '../../lib/api/deskBlocks.ts';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { rangeProblem } from '../../lib/desk/blockRange.ts';
import { BlockForm } from './BlockForm.tsx';
import { BlockList } from './BlockList.tsx';
import { dayLabel } from './dayLabel.ts';
import { deskApi, DeskError } from './deskApi.ts';
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
const messageOf = (failure: unknown) => (failure instanceof DeskError ? failure.message : String(failure));

/**
 * Blocked slots: the form that blocks (Block slot), and the blocks of a range of days (today and
 * the next weeks by default), each with Unblock; with one theatre shown, all of them at once.
 */
export function BlocksView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [shown, setShown] = useState<Filter>(NO_FILTER);
  const [data, setData] = useState<DeskResponseOf<'blockList'>>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (wanted: Filter, say: boolean) => {
      setBusy(true);
      setError('');
      try {
        const res = await deskApi.blockList(wanted);
        setData(res);
        setShown(wanted);
        if (say)
          announce(
            `${res.blocks.length} blocked ${res.blocks.length === 1 ? 'slot' : 'slots'} from ${dayLabel(res.from)} to ${dayLabel(res.to)}.`,
          );
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [announce],
  );
  useEffect(() => void load(NO_FILTER, false), [load]);

  const act = async (run: () => Promise<{ message: string }>) => {
    setBusy(true);
    setError('');
    try {
      announce((await run()).message);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
    await load(shown, false);
  };
  const unblockOne = (b: SlotBlock) =>
    act(() => deskApi.unblockSlots({ theatreId: b.theatreId, from: b.date, to: b.date, slotIds: [b.slotId] }));
  const theatre = data?.theatres.find((t) => t.id === shown.theatreId);
  const unblockAll = () => {
    if (!data || !theatre) return;
    if (!window.confirm(`Unblock all ${data.blocks.length} blocked slots of ${theatre.name} shown?`)) return;
    void act(() => deskApi.unblockSlots({ theatreId: theatre.id, from: data.from, to: data.to, slotIds: theatre.slots.map((s) => s.id) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = filter.from && filter.to ? rangeProblem(filter.from, filter.to) : undefined;
    if (problem) {
      setError(`The last day ${problem}.`);
      return;
    }
    void load(filter, true);
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
        <BlockForm
          theatres={data.theatres}
          onBlocked={(message) => {
            announce(message);
            void load(shown, false);
          }}
        />
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
            <BlockList blocks={data.blocks} busy={busy} onUnblock={(b) => void unblockOne(b)} />
          )}
        </>
      )}
    </section>
  );
}
