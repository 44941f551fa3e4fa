import { Pager, pageCount } from './Pager.tsx';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AuditEntry, StaffMember } from '../../lib/api/desk.ts';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { auditTime, changeText } from './auditText.ts';
import { deskApi, DeskError } from './deskApi.ts';
import { useDesk } from './deskContext.ts';
import { CARD, HEADING, PRIMARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

interface Filter {
  staffId: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { staffId: '', action: '', from: '', to: '' };
const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
const CONTROL = 'block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 focus:border-brand-600';

/** Every staff action and sign-in, newest first: by staff member, action and days (India), 50 a page. */
export function AuditView() {
  const { may, announce } = useDesk();
  const heading = useViewHeading();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [shown, setShown] = useState<{ filter: Filter; page: number }>({ filter: NO_FILTER, page: 1 });
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

  const load = useCallback(
    async (wanted: { filter: Filter; page: number }, say: boolean) => {
      setBusy(true);
      setError('');
      try {
        const res = await deskApi.auditList({ ...wanted.filter, page: String(wanted.page) });
        setResult(res);
        setShown(wanted);
        if (say)
          announce(
            `${res.total} ${res.total === 1 ? 'entry' : 'entries'} found; page ${res.page} of ${pageCount(res.total, res.pageSize)}.`,
          );
      } catch (failure) {
        setError(failure instanceof DeskError ? failure.message : String(failure));
      } finally {
        setBusy(false);
      }
    },
    [announce],
  );
  useEffect(() => void load({ filter: NO_FILTER, page: 1 }, false), [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filter.from && filter.to && filter.from > filter.to) {
      setError('The first day must not be after the last.');
      return;
    }
    void load({ filter, page: 1 }, true);
  };
  const set = (field: keyof Filter) => (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [field]: e.target.value }));
  const pages = result ? pageCount(result.total, result.pageSize) : 1;

  return (
    <section aria-labelledby="desk-audit-heading" className="grid gap-6">
      <div>
        <h1 id="desk-audit-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Audit log
        </h1>
        <p className="mt-2 text-neutral-700">Every staff action and sign-in, with who, when and what changed.</p>
      </div>
      <form onSubmit={submit} aria-label="Filter the audit log" className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end ${CARD}`}>
        {staff.length > 0 && (
          <div>
            <label htmlFor="desk-audit-staff" className={LABEL}>
              Staff member
            </label>
            <select id="desk-audit-staff" value={filter.staffId} onChange={set('staffId')} className={CONTROL}>
              <option value="">Everyone</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="desk-audit-action" className={LABEL}>
            Action
          </label>
          <select id="desk-audit-action" value={filter.action} onChange={set('action')} className={CONTROL}>
            <option value="">All actions</option>
            {(result?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="desk-audit-from" className={LABEL}>
            From
          </label>
          <input
            id="desk-audit-from"
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            value={filter.from}
            onChange={set('from')}
            className={CONTROL}
          />
        </div>
        <div>
          <label htmlFor="desk-audit-to" className={LABEL}>
            To
          </label>
          <input
            id="desk-audit-to"
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            value={filter.to}
            onChange={set('to')}
            className={CONTROL}
          />
        </div>
        <button type="submit" disabled={busy} className={PRIMARY}>
          Show
        </button>
      </form>
      <ErrorAlert text={error} />
      {result && (
        <>
          <p className="text-neutral-700">
            {result.total} {result.total === 1 ? 'entry' : 'entries'} · page {result.page} of {pages}
          </p>
          {result.entries.length > 0 && (
            <ol className="grid gap-3" aria-label="Audit entries, newest first">
              {result.entries.map((e: AuditEntry) => (
                <li key={e.id} className={CARD}>
                  <p className="font-semibold text-neutral-900">
                    {e.action} <span className="font-normal text-neutral-700">· {e.target}</span>
                  </p>
                  <p className="text-sm text-neutral-700">
                    <time dateTime={e.at}>{auditTime(e.at)}</time> · {e.staffName || 'unknown login'}
                    {e.clientAddress && ` · from ${e.clientAddress}`}
                  </p>
                  {(changeText(e.before) || changeText(e.after)) && (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm break-all">
                      {changeText(e.before) && (
                        <>
                          <dt className="font-semibold text-neutral-800">Before</dt>
                          <dd>{changeText(e.before)}</dd>
                        </>
                      )}
                      {changeText(e.after) && (
                        <>
                          <dt className="font-semibold text-neutral-800">After</dt>
                          <dd>{changeText(e.after)}</dd>
                        </>
                      )}
                    </dl>
                  )}
                </li>
              ))}
            </ol>
          )}
          <Pager
            label="Audit log pages"
            page={shown.page}
            pages={pages}
            busy={busy}
            onPage={(page) => void load({ ...shown, page }, true)}
          />
        </>
      )}
    </section>
  );
}
