import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { MAX_REFUND_WINDOW_HOURS } from '../../lib/desk/refundPolicy.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { istTime } from './dayLabel.ts';
import { deskApi, DeskError } from './deskApi.ts';
import { useDesk } from './deskContext.ts';
import { CARD, ERROR_TEXT, HEADING, PRIMARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { MessageSettingsForm } from './messages/MessageSettingsForm.tsx';

type Settings = DeskResponseOf<'settingsRead'>['settings'];
const HINT = `A cancellation this many hours or more before the slot gets the advance back; a later one does not. From 0 to ${MAX_REFUND_WINDOW_HOURS}.`;

/**
 * The owner's settings: the refund window that Cancel and refund proposes by (72 hours, as the
 * refund policy says), and the messages to customers (MessageSettingsForm).
 */
export function SettingsView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const input = useRef<HTMLInputElement>(null);
  const [settings, setSettings] = useState<Settings>();
  const [hours, setHours] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    deskApi
      .settingsRead()
      .then((res) => {
        setSettings(res.settings);
        setHours(String(res.settings.refundWindowHours));
      })
      .catch((failure) => setError(failure instanceof DeskError ? failure.message : String(failure)));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const n = /^\d{1,4}$/.test(hours.trim()) ? Number(hours.trim()) : NaN;
    const problem =
      Number.isInteger(n) && n <= MAX_REFUND_WINDOW_HOURS ? undefined : `Please enter whole hours from 0 to ${MAX_REFUND_WINDOW_HOURS}.`;
    setFieldError(problem);
    setError('');
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await deskApi.settingsRefundWindow({ hours: n });
      setSettings(res.settings);
      announce(res.message);
    } catch (failure) {
      if (failure instanceof DeskError && failure.fields.hours) setFieldError(failure.fields.hours);
      else setError(failure instanceof DeskError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="desk-settings-heading">
      <h1 id="desk-settings-heading" ref={heading} tabIndex={-1} className={HEADING}>
        Settings
      </h1>
      <p className="mt-2 text-neutral-700">What the desk follows for every booking, and what the customers are sent.</p>
      {error && (
        <p role="alert" className={`mt-4 ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
      {!settings ? (
        !error && <p className="mt-6 text-neutral-700">Loading the settings…</p>
      ) : (
        <form noValidate onSubmit={submit} className={`mt-6 grid max-w-md gap-4 ${CARD}`}>
          <h2 className="text-lg font-bold text-brand-800">Refunds</h2>
          <Field id="desk-refund-window" label="Refund window (hours before the slot)" hint={HINT} error={fieldError}>
            <input
              ref={input}
              id="desk-refund-window"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              className={CONTROL_CLASS}
              {...describedBy('desk-refund-window', HINT, fieldError)}
            />
          </Field>
          {settings.updatedBy && settings.updatedAt && (
            <p className="text-sm text-neutral-700">
              Last changed by {settings.updatedBy}, {istTime(settings.updatedAt)}.
            </p>
          )}
          <button type="submit" disabled={busy} className={PRIMARY}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </form>
      )}
      <div className="mt-6">
        <MessageSettingsForm />
      </div>
    </section>
  );
}
