import { useState, type FormEvent } from 'react';
import {
  MAX_DAYS_BEFORE,
  MAX_REMINDERS,
  MAX_STAFF_EMAILS,
  SENDER_NAME_MAX,
  type MessageSettingsResponse,
} from '../../../lib/api/deskMessages.ts';
import { MESSAGE_KIND_LABELS, MessageKind } from '../../../lib/messages/messageKinds.ts';
import { CONTROL_CLASS, describedBy, Field } from '../../shared/Field.tsx';
import { istTime } from '../dayLabel.ts';
import { READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CARD, PRIMARY, SECONDARY } from '../styles.ts';
import { checkForm, firstProblem, formOf, refusedFields, requestOf, type FormErrors, type SettingsForm } from './messageSettingsFields.ts';

type Saved = Omit<MessageSettingsResponse, 'success' | 'message'>;

const DAYS = Array.from({ length: MAX_DAYS_BEFORE + 1 }, (_, n) => n);
const dayWords = (n: number) => (n === 0 ? 'On the day' : n === 1 ? 'The day before' : `${n} days before`);
const EMAILS_HINT = `Who gets an e-mail for each new enquiry and each new booking: one address a line, up to ${MAX_STAFF_EMAILS}.`;
const NAME_HINT = `The name the customers see the messages from; up to ${SENDER_NAME_MAX} characters.`;

const FieldError = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;

/**
 * The owner's messages settings: which messages are sent, when reminders go (up to three, days
 * before the slot at a time of day in India), the sender's name, and the staff's addresses. Each
 * field's problem shows at the field, checked before Save sends it and again by the server.
 */
export function MessageSettingsForm() {
  const read = useDeskQuery('messageSettings', undefined, READ_EACH_OPENING);
  if (!read.data)
    return read.error ? <ErrorAlert text={read.error.message} /> : <p className="text-neutral-700">Loading the messages settings…</p>;
  return <SettingsEditor initial={read.data} />;
}

/** The form, from the settings as first read; each save's answer is what it shows next. */
function SettingsEditor({ initial }: { initial: Saved }) {
  const { announce } = useDesk();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(() => formOf(initial.settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [error, setError] = useState('');
  const save = useDeskAction('messageSettingsSave');
  const busy = save.isPending;

  const change = (next: Partial<SettingsForm>) => setForm((f) => ({ ...f, ...next }));
  const changeReminder = (i: number, next: Partial<SettingsForm['reminders'][number]>) =>
    change({ reminders: form.reminders.map((r, j) => (j === i ? { ...r, ...next } : r)) });
  const showProblems = (found: FormErrors) => {
    setErrors(found);
    const first = firstProblem(found);
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    const found = checkForm(form);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(requestOf(form), {
      onSuccess: (res) => {
        setSaved(res);
        setForm(formOf(res.settings));
        announce(res.message);
      },
      onError: (failure) => {
        const refused = refusedFields(failure, form);
        if (Object.keys(refused).length > 0) showProblems(refused);
        else setError(failure.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-messages-settings" className={`grid max-w-2xl gap-5 ${CARD}`}>
      <h2 id="desk-messages-settings" className="text-lg font-bold text-brand-800">
        Messages to customers
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Messages sent</legend>
        {MessageKind.options.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-neutral-900">
            <input
              id={`desk-kind-${kind}`}
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              checked={form.enabled[kind]}
              onChange={(e) => change({ enabled: { ...form.enabled, [kind]: e.target.checked } })}
            />
            {MESSAGE_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby={errors.reminders ? 'desk-reminders-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Reminders (India time)</legend>
        {form.reminders.length === 0 && <p className="text-sm text-neutral-700">No reminders are sent.</p>}
        {form.reminders.map((r, i) => {
          const [days, at, row] = [errors[`reminders.${i}.daysBefore`], errors[`reminders.${i}.at`], errors[`reminders.${i}`]];
          return (
            <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div>
                <label htmlFor={`desk-reminder-${i}-days`} className="mb-1 block text-sm font-semibold text-neutral-800">
                  Reminder {i + 1}: day
                </label>
                <select
                  id={`desk-reminder-${i}-days`}
                  className={CONTROL_CLASS}
                  value={r.daysBefore}
                  aria-invalid={Boolean(days || row)}
                  aria-describedby={days || row ? `desk-reminder-${i}-error` : undefined}
                  onChange={(e) => changeReminder(i, { daysBefore: e.target.value })}
                >
                  {DAYS.map((n) => (
                    <option key={n} value={n}>
                      {dayWords(n)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`desk-reminder-${i}-at`} className="mb-1 block text-sm font-semibold text-neutral-800">
                  Reminder {i + 1}: at
                </label>
                <input
                  id={`desk-reminder-${i}-at`}
                  type="time"
                  className={CONTROL_CLASS}
                  value={r.at}
                  {...describedBy(`desk-reminder-${i}-at`, undefined, at)}
                  onChange={(e) => changeReminder(i, { at: e.target.value })}
                />
                <FieldError id={`desk-reminder-${i}-at-error`} text={at} />
              </div>
              <button type="button" className={SECONDARY} onClick={() => change({ reminders: form.reminders.filter((_, j) => j !== i) })}>
                Remove<span className="sr-only"> reminder {i + 1}</span>
              </button>
              <FieldError id={`desk-reminder-${i}-error`} text={[days, row].filter(Boolean).join(' ')} />
            </div>
          );
        })}
        <button
          id="desk-reminder-add"
          type="button"
          className={`${SECONDARY} justify-self-start`}
          disabled={form.reminders.length >= MAX_REMINDERS}
          onClick={() => change({ reminders: [...form.reminders, { daysBefore: '1', at: '10:00' }] })}
        >
          Add a reminder
        </button>
        <FieldError id="desk-reminders-error" text={errors.reminders} />
      </fieldset>
      <Field id="desk-sender-name" label="Sender's name" hint={NAME_HINT} error={errors.senderName}>
        <input
          id="desk-sender-name"
          type="text"
          autoComplete="organization"
          maxLength={SENDER_NAME_MAX}
          className={CONTROL_CLASS}
          value={form.senderName}
          onChange={(e) => change({ senderName: e.target.value })}
          {...describedBy('desk-sender-name', NAME_HINT, errors.senderName)}
        />
      </Field>
      <div>
        <label htmlFor="desk-staff-emails" className="mb-1 block text-sm font-semibold text-neutral-800">
          Staff e-mail addresses
        </label>
        <textarea
          id="desk-staff-emails"
          rows={4}
          autoComplete="off"
          spellCheck={false}
          className={CONTROL_CLASS}
          value={form.staffEmails}
          onChange={(e) => change({ staffEmails: e.target.value })}
          {...describedBy('desk-staff-emails', EMAILS_HINT, errors.staffEmails)}
        />
        <p id="desk-staff-emails-hint" className="mt-1 text-xs text-neutral-600">
          {EMAILS_HINT}
        </p>
        <FieldError id="desk-staff-emails-error" text={errors.staffEmails} />
      </div>
      <ErrorAlert text={error} />
      {saved.updatedBy && saved.updatedAt && (
        <p className="text-sm text-neutral-700">
          Last changed by {saved.updatedBy}, {istTime(saved.updatedAt)}.
        </p>
      )}
      <button type="submit" disabled={busy} className={`${PRIMARY} justify-self-start`}>
        {busy ? 'Saving…' : 'Save messages settings'}
      </button>
    </form>
  );
}
