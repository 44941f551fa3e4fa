import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../lib/api/deskContent.ts';
import { formatPaise } from '../../../lib/money.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { auditTime } from '../auditText.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { Pager } from '../Pager.tsx';
import { CARD, HEADING, SECONDARY } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  save: 'saved',
  remove: 'removed',
  restore: 'restored an earlier version of',
  rollback: 'rolled back',
};

/** A version's text as the history shows it. */
function VersionText({ data }: { data: HistoryEntry['before'] }) {
  if (!data) return <span className="italic">none</span>;
  if (Array.isArray(data.ids)) return <span>{data.ids.length} FAQs in a new order</span>;
  if (typeof data.modalEnabled === 'boolean')
    return (
      <span>
        “{String(data.title ?? '')}”: offer bar {data.modalEnabled ? 'on' : 'off'}, image popup {data.popupBoolean ? 'on' : 'off'},{' '}
        {String(data.image ?? '')}
      </span>
    );
  if (typeof data.offerPricePaise === 'number')
    return (
      <span>
        Full slot {formatPaise(data.offerPricePaise)}, 90 minutes {formatPaise(Number(data.ninetyPricePaise))}, extra person{' '}
        {formatPaise(Number(data.extraPersonPricePaise))} (90 minutes {formatPaise(Number(data.ninetyExtraPersonPricePaise))})
      </span>
    );
  return (
    <span>
      <strong>{String(data.question ?? '')}</strong> {String(data.answer ?? '')}
    </span>
  );
}

/**
 * 'History': every change of the content, newest first, with who, when, before and after; any
 * version can be saved again as the record's draft ('Restore this version'), to go live with Publish.
 */
export function HistoryView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ entries: HistoryEntry[]; pages: number }>();
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async (p: number) => {
    setBusy(true);
    try {
      const res = await deskApi.history({ page: String(p) });
      setData(res);
      setPage(res.page);
      setError('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => void load(1), [load]);

  const restore = async (entry: HistoryEntry) => {
    try {
      // Restored over the record as the history read it: a change made since is refused (412), not lost.
      announce((await deskApi.historyRestore({ revisionId: entry.id }, entry.recordVersion)).message);
      void load(1);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section aria-labelledby="desk-history-heading" aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id="desk-history-heading" ref={heading} tabIndex={-1} className={HEADING}>
          History
        </h1>
        <p className="mt-2 text-neutral-700">Every change of the content, newest first.</p>
      </div>
      <ErrorAlert text={error} />
      {data && data.entries.length === 0 && <p className="text-neutral-800">No changes yet.</p>}
      <ol className="grid gap-3">
        {(data?.entries ?? []).map((e) => (
          <li key={e.id} className={`grid gap-2 ${CARD}`}>
            <p className="text-neutral-900">
              <strong>{e.staffName}</strong> {ACTION_LABELS[e.action]} {e.label}
              <span className="text-neutral-700">
                {' '}
                · {auditTime(e.at)} · version {e.version}
              </span>
            </p>
            <dl className="grid gap-1 text-sm text-neutral-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="font-semibold">Before</dt>
              <dd>
                <VersionText data={e.before} />
              </dd>
              <dt className="font-semibold">After</dt>
              <dd>
                <VersionText data={e.after} />
              </dd>
            </dl>
            {(e.after ?? e.before) && (
              <div>
                <button type="button" className={SECONDARY} onClick={() => void restore(e)}>
                  Restore this version<span className="sr-only"> of {e.label}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {data && <Pager label="History pages" page={page} pages={data.pages} busy={busy} onPage={(p) => void load(p)} />}
    </section>
  );
}
