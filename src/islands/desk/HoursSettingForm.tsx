import { useRef, useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { istTime } from './dayLabel.ts';
import { useDeskAction } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { CARD, ERROR_TEXT, PRIMARY } from './styles.ts';

export type DeskSettings = DeskResponseOf<'settingsRead'>['settings'];

interface Props {
  /** The input's id. */
  id: string;
  heading: string;
  label: string;
  /** The Save button's words, naming what it saves (the settings page has several). */
  saveLabel: string;
  hint: string;
  max: number;
  /** The hours saved now, and who saved them when (null: the default, never changed). */
  hours: number;
  updatedBy: string | null;
  updatedAt: string | null;
  /** The call that saves the hours; the settings are read again after it. */
  call: 'settingsRefundWindow' | 'settingsRescheduleWindow';
}

/**
 * One of the owner's hours-before-the-slot settings (the refund window, the reschedule window), in
 * its own form with its own Save: whole hours from 0 to `max`, checked here and again by the server,
 * whose refusal shows at the field.
 */
export function HoursSettingForm(p: Props) {
  const { announce } = useDesk();
  const input = useRef<HTMLInputElement>(null);
  const [hours, setHours] = useState(String(p.hours));
  const [fieldError, setFieldError] = useState<string>();
  const save = useDeskAction(p.call, { invalidates: ['settingsRead'] });
  const busy = save.isPending;
  // Refused hours show at the field; any other failure above it.
  const error = save.error && !save.error.fields.hours ? save.error.message : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const n = /^\d{1,4}$/.test(hours.trim()) ? Number(hours.trim()) : NaN;
    const problem = Number.isInteger(n) && n <= p.max ? undefined : `Please enter whole hours from 0 to ${p.max}.`;
    setFieldError(problem);
    save.reset();
    if (problem) {
      input.current?.focus();
      return;
    }
    save.mutate(
      { hours: n },
      {
        onSuccess: (res) => announce(res.message),
        onError: (failure) => {
          if (failure.fields.hours) {
            setFieldError(failure.fields.hours);
            input.current?.focus();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${p.id}-heading`} className={`grid max-w-md gap-4 ${CARD}`}>
      <h2 id={`${p.id}-heading`} className="text-lg font-bold text-brand-800">
        {p.heading}
      </h2>
      {error && (
        <p role="alert" className={ERROR_TEXT}>
          {error}
        </p>
      )}
      <Field id={p.id} label={p.label} hint={p.hint} error={fieldError}>
        <input
          ref={input}
          id={p.id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy(p.id, p.hint, fieldError)}
        />
      </Field>
      {p.updatedBy && p.updatedAt && (
        <p className="text-sm text-neutral-700">
          Last changed by {p.updatedBy}, {istTime(p.updatedAt)}.
        </p>
      )}
      <button type="submit" disabled={busy} className={PRIMARY}>
        {busy ? 'Saving…' : p.saveLabel}
      </button>
    </form>
  );
}
