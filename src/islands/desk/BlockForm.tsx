import { useId, useState, type FormEvent } from 'react';
import type { BlockableTheatre, BlockConflict } from '../../lib/api/deskBlocks.ts';
import { istToday } from '../../lib/booking/istClock.ts';
import { conflictText } from '../../lib/desk/blockConflicts.ts';
import { BLOCK_MAX_DAYS, rangeProblem } from '../../lib/desk/blockRange.ts';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { useDeskAction } from './deskQuery.ts';
import { useFocusWhenLost } from './useFocusWhenLost.ts';
import { CARD, ERROR_TEXT, PRIMARY } from './styles.ts';

type FieldName = 'theatreId' | 'from' | 'to' | 'slotIds' | 'reason';
const FIELDS: FieldName[] = ['theatreId', 'from', 'to', 'slotIds', 'reason'];

interface Props {
  theatres: BlockableTheatre[];
  /** A block went in (the blocks are read again): the server's message, to announce. */
  onBlocked: (message: string) => void;
}

/**
 * Block slot: a theatre, its slots (one or more), the days from and to (one day when both are the
 * same; at most BLOCK_MAX_DAYS), and why. When any slot is taken nothing is blocked, and the
 * server's list of what is in the way (bookings by order id and customer, blocks) shows here.
 */
export function BlockForm({ theatres, onBlocked }: Props) {
  const id = useId();
  const today = istToday(Date.now());
  const [theatreId, setTheatreId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [slotIds, setSlotIds] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const block = useDeskAction('blockSlots', { invalidates: ['blockList', 'board'] });
  const busy = block.isPending;
  const error = block.error?.message ?? '';
  const alert = useFocusWhenLost<HTMLDivElement>(error);
  // What is in the way of a refused block: the bookings and blocks the server lists with its refusal.
  const conflicts = Array.isArray(block.error?.body.conflicts) ? (block.error.body.conflicts as BlockConflict[]) : [];
  const theatre = theatres.find((t) => t.id === theatreId);
  const branches = [...new Set(theatres.map((t) => t.branch))];

  const pickTheatre = (value: string) => {
    setTheatreId(value);
    setSlotIds([]);
  };
  const toggle = (slotId: string, on: boolean) => setSlotIds((ids) => (on ? [...ids, slotId] : ids.filter((s) => s !== slotId)));
  const fieldId = (field: FieldName) => `${id}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      theatreId: theatreId ? undefined : 'Please choose a theatre.',
      from: from ? (from < today ? 'The first day must be today or later.' : undefined) : 'Please choose the first day.',
      to: to ? (from && rangeProblem(from, to) ? `The last day ${rangeProblem(from, to)}.` : undefined) : 'Please choose the last day.',
      slotIds: slotIds.length ? undefined : 'Please choose at least one slot.',
      reason: reason.trim() ? undefined : 'Please say why (staff see it, customers do not).',
    };
    setErrors(found);
    block.reset();
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(first === 'slotIds' ? `${fieldId('slotIds')}-0` : fieldId(first))?.focus();
      return;
    }
    block.mutate(
      { theatreId, from, to, slotIds, reason },
      {
        onSuccess: (res) => {
          setSlotIds([]);
          setReason('');
          onBlocked(res.message);
        },
        onError: (failure) => {
          const fieldErrors: Partial<Record<FieldName, string>> = {};
          for (const f of FIELDS) if (failure.fields[f]) fieldErrors[f] = failure.fields[f];
          setErrors(fieldErrors);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={`grid gap-4 ${CARD}`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        Block slots
      </h2>
      <p className="-mt-2 text-sm text-neutral-700">
        A blocked slot shows booked on the site at once. One day, or up to {BLOCK_MAX_DAYS} days at a time.
      </p>
      <Field id={fieldId('theatreId')} label="Theatre" error={errors.theatreId}>
        <select
          id={fieldId('theatreId')}
          value={theatreId}
          onChange={(e) => pickTheatre(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy(fieldId('theatreId'), undefined, errors.theatreId)}
        >
          <option value="">Choose a theatre</option>
          {branches.map((branch) => (
            <optgroup key={branch} label={branch || 'Theatres'}>
              {theatres
                .filter((t) => t.branch === branch)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('from')} label="From" error={errors.from}>
          <input
            id={fieldId('from')}
            type="date"
            min={today}
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              if (!to || to < e.target.value) setTo(e.target.value);
            }}
            className={CONTROL_CLASS}
            {...describedBy(fieldId('from'), undefined, errors.from)}
          />
        </Field>
        <Field id={fieldId('to')} label="To" error={errors.to}>
          <input
            id={fieldId('to')}
            type="date"
            min={from || today}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className={CONTROL_CLASS}
            {...describedBy(fieldId('to'), undefined, errors.to)}
          />
        </Field>
      </div>
      <fieldset aria-describedby={errors.slotIds ? `${fieldId('slotIds')}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Slots</legend>
        {!theatre ? (
          <p className="text-sm text-neutral-700">Choose a theatre to see its slots.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {theatre.slots.map((s, i) => (
              <li key={s.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2">
                  <input
                    id={`${fieldId('slotIds')}-${i}`}
                    type="checkbox"
                    className="size-5"
                    checked={slotIds.includes(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                  <span>
                    {formatSlot(s)}
                    {!s.active && <span className="text-neutral-700"> (not offered)</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.slotIds && (
          <p id={`${fieldId('slotIds')}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.slotIds}
          </p>
        )}
      </fieldset>
      <Field id={fieldId('reason')} label="Reason" hint="For staff: maintenance, a private event…" error={errors.reason}>
        <input
          id={fieldId('reason')}
          type="text"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy(fieldId('reason'), 'For staff: maintenance, a private event…', errors.reason)}
        />
      </Field>
      {error && (
        <div ref={alert} role="alert" tabIndex={-1} className={ERROR_TEXT}>
          <p>{conflicts.length > 0 ? 'Nothing was blocked. These slots are taken:' : error}</p>
          {conflicts.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {conflicts.map((c) => (
                <li key={`${c.date}-${c.slotId}`}>{conflictText(c)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div>
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Blocking…' : 'Block slot'}
        </button>
      </div>
    </form>
  );
}
