import { useId, useState, type FormEvent } from 'react';
import { LEAD_MARKS, type Lead } from '../../lib/api/deskLeads.ts';
import { telHref, whatsappHref } from '../../lib/site/config.ts';
import { CONTROL_CLASS } from '../shared/Field.tsx';
import { dayLabel, istTime } from './dayLabel.ts';
import { useDeskAction } from './deskQuery.ts';
import { CARD, ERROR_TEXT, SECONDARY } from './styles.ts';

const STATUS_LABEL = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const;
const STATUS_TONE = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-brand-50 text-brand-900',
  closed: 'bg-neutral-200 text-neutral-800',
} as const;
const LINK = 'inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50';

interface Props {
  lead: Lead;
  /** The lead as the server answered the mark, and its message. */
  onMarked: (lead: Lead, message: string) => void;
}

/** One enquiry or lead: who, how to reach them, what they asked, whether they booked since, the notes, and the mark form. */
export function LeadCard({ lead, onMarked }: Props) {
  const id = useId();
  const [status, setStatus] = useState<(typeof LEAD_MARKS)[number]>(lead.status === 'contacted' ? 'closed' : 'contacted');
  const [note, setNote] = useState('');
  const mark = useDeskAction('leadMark');
  const busy = mark.isPending;
  const error = mark.error?.message ?? '';
  const who = lead.name || `+91 ${lead.phone}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    mark.mutate(
      { kind: lead.kind, id: lead.id, status, note },
      {
        onSuccess: (res) => {
          setNote('');
          onMarked(res.lead, res.message);
        },
      },
    );
  };

  return (
    <article aria-labelledby={`${id}-who`} className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-who`} className="text-lg font-semibold text-neutral-900">
          {who}
        </h2>
        <p className="flex gap-2 text-sm">
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-800">{lead.kind === 'enquiry' ? 'Enquiry' : 'Lead'}</span>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONE[lead.status]}`}>{STATUS_LABEL[lead.status]}</span>
        </p>
      </div>
      <p className="text-sm text-neutral-700">
        <time dateTime={lead.createdAt}>{istTime(lead.createdAt)}</time>
        {lead.email && <span className="break-all"> · {lead.email}</span>}
      </p>
      {lead.kind === 'enquiry' && (
        <p className="mt-2 text-neutral-900">
          <span className="font-semibold">{lead.eventName}:</span> {lead.description}
        </p>
      )}
      {/* An enquiry shows what its form's lead had, the theatre list's callback naming a slot. */}
      {(lead.theatre || lead.date || lead.time) && (
        <p className="mt-2 text-neutral-900">
          Was looking at {[lead.theatre, lead.date && dayLabel(lead.date), lead.time].filter(Boolean).join(', ')}
        </p>
      )}
      <p className="mt-2 text-sm">
        {lead.booking ? (
          <span className="font-semibold text-green-800">
            Booked since: {lead.booking.orderId} ({lead.booking.status})
          </span>
        ) : (
          <span className="text-neutral-700">No booking from this phone since.</span>
        )}
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        <a href={telHref(lead.phone)} className={LINK} aria-describedby={`${id}-who`}>
          Call +91 {lead.phone}
        </a>
        <a href={whatsappHref(lead.phone)} target="_blank" rel="noopener noreferrer" className={LINK} aria-describedby={`${id}-who`}>
          WhatsApp
        </a>
      </p>
      {lead.notes.length > 0 && (
        <ol aria-label={`Notes on ${who}`} className="mt-3 grid gap-1 border-l-2 border-neutral-200 pl-3 text-sm">
          {lead.notes.map((n, i) => (
            <li key={i}>
              <span className="font-semibold">{STATUS_LABEL[n.status]}</span> by {n.staffName}, {istTime(n.at)}
              {n.note && <span className="block text-neutral-800">{n.note}</span>}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-semibold text-neutral-800">
            Mark as
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} className={CONTROL_CLASS}>
            {LEAD_MARKS.map((m) => (
              <option key={m} value={m}>
                {STATUS_LABEL[m]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-neutral-800">
            Note
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={CONTROL_CLASS}
          />
        </div>
        <button type="submit" disabled={busy} className={SECONDARY}>
          Save
        </button>
      </form>
      {error && (
        <p role="alert" className={`mt-3 ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
    </article>
  );
}
