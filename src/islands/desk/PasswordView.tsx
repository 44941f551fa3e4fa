import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../lib/desk/passwordRule.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { deskApi, DeskError } from './deskApi.ts';
import { newPasswordMessage, PASSWORD_HINT, refusedPasswordMessage } from './formRules.ts';
import { useDesk } from './deskContext.ts';
import { CARD, HEADING, PRIMARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

type FieldName = 'current' | 'next' | 'again';

/** My password: the current one and the new one twice; the desk's other sessions end, this one stays. */
export function PasswordView() {
  const { session, announce } = useDesk();
  const heading = useViewHeading();
  const refs = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), again: useRef<HTMLInputElement>(null) };
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', again: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (field: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      current: values.current ? undefined : 'Please enter your current password.',
      next: newPasswordMessage(values.next, session.staff.login),
      again: values.again === values.next ? undefined : 'The two new passwords differ.',
    };
    setErrors(found);
    setError('');
    const first = (['current', 'next', 'again'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await deskApi.changePassword({ currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', again: '' });
      announce(res.message);
    } catch (failure) {
      const refused = refusedPasswordMessage(failure, 'newPassword');
      if (failure instanceof DeskError && failure.fields.currentPassword) {
        setErrors({ current: 'This is not your current password.' });
        refs.current.current?.focus();
      } else if (refused) {
        setErrors({ next: refused });
        refs.next.current?.focus();
      } else {
        setError(failure instanceof DeskError ? failure.message : String(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: FieldName, id: string, autoComplete: string) => (
    <input
      ref={refs[field]}
      id={id}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      value={values[field]}
      onChange={set(field)}
      className={CONTROL_CLASS}
      {...describedBy(id, field === 'next' ? PASSWORD_HINT : undefined, errors[field])}
    />
  );

  return (
    <section aria-labelledby="desk-password-heading">
      <h1 id="desk-password-heading" ref={heading} tabIndex={-1} className={HEADING}>
        My password
      </h1>
      <p className="mt-2 text-neutral-700">Changing it signs you out on every other phone or computer.</p>
      <form noValidate onSubmit={submit} className={`mt-6 grid max-w-md gap-4 ${CARD}`}>
        <Field id="desk-current-password" label="Current password" error={errors.current}>
          {input('current', 'desk-current-password', 'current-password')}
        </Field>
        <Field id="desk-new-password" label="New password" hint={PASSWORD_HINT} error={errors.next}>
          {input('next', 'desk-new-password', 'new-password')}
        </Field>
        <Field id="desk-new-password-again" label="New password again" error={errors.again}>
          {input('again', 'desk-new-password-again', 'new-password')}
        </Field>
        <ErrorAlert text={error} />
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
