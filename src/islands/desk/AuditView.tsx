import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { AuditEntryItem } from './AuditEntryItem.tsx';
import { AuditFilterForm, NO_AUDIT_FILTER, type AuditFilter } from './AuditFilterForm.tsx';
import { deskApi, DeskError } from './deskApi.ts';
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
  const [result, setResult] = useState<DeskResponseOf<'auditList'>>();
  const [staff, setStaff] = useState<StaffMember[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (may('staff.manage'))
      deskApi.staffList().then(
        (res) => setStaff(res.staff),
        () => setStaff([]),
      );
  }, [may]);

  /** The last list asked for: an answer to an earlier one (the first, unfiltered list on a slow connection) is dropped. */
  const asked = useRef(0);
  const load = useCallback(
    async (wanted: Shown, say: boolean) => {
      const mine = ++asked.current;
      setBusy(true);
      setError('');
      try {
        const res = await deskApi.auditList({ ...wanted.filter, action: wanted.filter.action || undefined, before: wanted.cursors.at(-1) });
        if (mine !== asked.current) return;
        setResult(res);
        setShown(wanted);
        if (say) announce(`${entriesText(res.total, res.totalIsMore)} found; page ${wanted.cursors.length + 1}.`);
      } catch (failure) {
        if (mine === asked.current) setError(failure instanceof DeskError ? failure.message : String(failure));
      } finally {
        if (mine === asked.current) setBusy(false);
      }
    },
    [announce],
  );
  useEffect(() => void load({ filter: NO_AUDIT_FILTER, cursors: [] }, false), [load]);

  const submit = () => {
    if (filter.from && filter.to && filter.from > filter.to) {
      setError('The first day must not be after the last.');
      return;
    }
    void load({ filter, cursors: [] }, true);
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
              onClick={() => void load({ ...shown, cursors: shown.cursors.slice(0, -1) }, true)}
            >
              Newer entries
            </button>
            <button
              type="button"
              className={SECONDARY}
              disabled={busy || !result.older}
              onClick={() => result.older && void load({ ...shown, cursors: [...shown.cursors, result.older] }, true)}
            >
              Older entries
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
