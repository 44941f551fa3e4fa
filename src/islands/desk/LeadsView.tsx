import { Pager, pageCount } from './Pager.tsx';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import type { Lead } from '../../lib/api/deskLeads.ts';
import { deskKey, useDeskQuery, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { LeadCard } from './LeadCard.tsx';
import { HEADING, PRIMARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

interface Filter {
  kind: '' | Lead['kind'];
  status: '' | Lead['status'];
}
const NO_FILTER: Filter = { kind: '', status: '' };
const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
const CONTROL = 'block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 focus:border-brand-600';

/** Leads: the enquiries and the leads the site records, newest first, by kind and status, a page at a time. */
export function LeadsView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [shown, setShown] = useState<{ filter: Filter; page: number }>({ filter: NO_FILTER, page: 1 });
  const input = { kind: shown.filter.kind || undefined, status: shown.filter.status || undefined, page: String(shown.page) };
  const list = useDeskQuery('leadList', input, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(list);
  const client = useQueryClient();
  const result = list.data;
  const error = list.error?.message ?? '';
  const busy = list.isFetching;

  const load = (wanted: { filter: Filter; page: number }) => {
    whenAnswered((res) => announce(`${res.total} found; page ${res.page} of ${pageCount(res.total, res.pageSize)}.`));
    if (JSON.stringify(wanted) === JSON.stringify(shown)) void list.refetch();
    else setShown(wanted);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    load({ filter, page: 1 });
  };
  // The marked lead stays where it was, under the filter it no longer matches, until the list is asked for again.
  const marked = (lead: Lead, message: string) => {
    client.setQueryData<DeskResponseOf<'leadList'>>(
      deskKey('leadList', input),
      (r) => r && { ...r, leads: r.leads.map((l) => (l.kind === lead.kind && l.id === lead.id ? lead : l)) },
    );
    announce(message);
  };
  const pages = result ? pageCount(result.total, result.pageSize) : 1;

  return (
    <section aria-labelledby="desk-leads-heading" className="grid gap-6">
      <div>
        <h1 id="desk-leads-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Leads
        </h1>
        <p className="mt-2 text-neutral-700">Enquiries, and the phone numbers the site noted while people were booking. Newest first.</p>
      </div>
      <form onSubmit={submit} aria-label="Filter the leads" className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div>
          <label htmlFor="desk-leads-kind" className={LABEL}>
            Kind
          </label>
          <select
            id="desk-leads-kind"
            value={filter.kind}
            onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value as Filter['kind'] }))}
            className={CONTROL}
          >
            <option value="">Enquiries and leads</option>
            <option value="enquiry">Enquiries</option>
            <option value="lead">Leads</option>
          </select>
        </div>
        <div>
          <label htmlFor="desk-leads-status" className={LABEL}>
            Status
          </label>
          <select
            id="desk-leads-status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as Filter['status'] }))}
            className={CONTROL}
          >
            <option value="">Any status</option>
            <option value="new">New</option>
            <option value="contacted">Contacted</option>
            <option value="closed">Closed</option>
          </select>
        </div>
        <button type="submit" disabled={busy} className={PRIMARY}>
          Show
        </button>
      </form>
      <ErrorAlert text={error} />
      {!result ? (
        !error && <p className="text-neutral-700">Loading the leads…</p>
      ) : (
        <>
          <p className="text-neutral-700">
            {result.total} found · page {result.page} of {pages}
          </p>
          {result.leads.length === 0 ? (
            <p className="text-neutral-700">Nothing here yet.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Enquiries and leads, newest first">
              {result.leads.map((lead) => (
                <li key={`${lead.kind}-${lead.id}`}>
                  <LeadCard lead={lead} onMarked={marked} />
                </li>
              ))}
            </ul>
          )}
          <Pager label="Lead pages" page={shown.page} pages={pages} busy={busy} onPage={(page) => load({ ...shown, page })} />
        </>
      )}
    </section>
  );
}
