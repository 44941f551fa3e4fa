import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditEntryItem } from './AuditEntryItem.tsx';
import { AuditFilterForm, NO_AUDIT_FILTER, type AuditFilter } from './AuditFilterForm.tsx';
import { useDeskQuery, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { HEADING, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';

/** A page of the log as asked: the filter, and the cursors of the newer pages walked through (none on the first). */
interface Shown {
  filter: AuditFilter;
  cursors: string[];
}

const entriesText = (total: number, more: boolean) =>
  more ? `More than ${total.toLocaleString('en-IN')} entries` : `${total} ${total === 1 ? 'entry' : 'entries'}`;

/** Every staff action, sign-in and refused call, newest first, as sentences: by person, action and days (India), 50 a page. */
export function AuditView() {
  const { may, announce } = useDesk();
  const heading = useViewHeading();
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const [shown, setShown] = useState<Shown>({ filter: NO_AUDIT_FILTER, cursors: [] });
  const [problem, setProblem] = useState('');
  // Who to filter by: the owner's list of staff; anyone else filters by action and days only.
  const staff = useDeskQuery('staffList', undefined, { enabled: may('staff.manage') }).data?.staff ?? [];
  const input = { ...shown.filter, action: shown.filter.action || undefined, before: shown.cursors.at(-1) };
  // Keyed by what was asked, so an answer to an earlier ask (the first, unfiltered list on a slow connection) never shows for a later one.
  const list = useDeskQuery('auditList', input, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(list);
  const result = list.data;
  const busy = list.isFetching;
  const error = problem || (list.error?.message ?? '');

  const load = (wanted: Shown) => {
    setProblem('');
    whenAnswered((res) => announce(`${entriesText(res.total, res.totalIsMore)} found; page ${wanted.cursors.length + 1}.`));
    if (JSON.stringify(wanted) === JSON.stringify(shown)) void list.refetch();
    else setShown(wanted);
  };

  const submit = () => {
    if (filter.from && filter.to && filter.from > filter.to) {
      setProblem('The first day must not be after the last.');
      return;
    }
    load({ filter, cursors: [] });
  };

  return (
    <section aria-labelledby="desk-audit-heading" className="grid gap-6">
      <div>
        <h1 id="desk-audit-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Audit log
        </h1>
        <p className="mt-2 text-neutral-700">
          Every staff action and sign-in, each booking opened and exported, and the calls the desk refused, with who, when (India time) and
          from where.
        </p>
      </div>
      <AuditFilterForm filter={filter} onChange={setFilter} onSubmit={submit} staff={staff} busy={busy} />
      <ErrorAlert text={error} />
      {result && (
        <>
          <p className="text-neutral-700">
            {entriesText(result.total, result.totalIsMore)} · page {shown.cursors.length + 1}, newest first
          </p>
          {result.entries.length > 0 && (
            <ol className="grid gap-3" aria-label="Audit entries, newest first">
              {result.entries.map((e) => (
                <AuditEntryItem key={e.id} entry={e} />
              ))}
            </ol>
          )}
          <nav aria-label="Audit log pages" className="flex flex-wrap gap-3">
            <button
              type="button"
              className={SECONDARY}
              disabled={busy || shown.cursors.length === 0}
              onClick={() => load({ ...shown, cursors: shown.cursors.slice(0, -1) })}
            >
              Newer entries
            </button>
            <button
              type="button"
              className={SECONDARY}
              disabled={busy || !result.older}
              onClick={() => result.older && load({ ...shown, cursors: [...shown.cursors, result.older] })}
            >
              Older entries
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
