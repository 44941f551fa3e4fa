import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../lib/desk/passwordRule.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { useDeskAction } from './deskQuery.ts';
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
  const change = useDeskAction('changePassword');
  const busy = change.isPending;
  const failure = change.error;
  // A wrong current password or a refused new one shows at its field; any other failure above the button.
  const error = failure && !failure.fields.currentPassword && !refusedPasswordMessage(failure, 'newPassword') ? failure.message : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      current: values.current ? undefined : 'Please enter your current password.',
      next: newPasswordMessage(values.next, session.staff.login),
      again: values.again === values.next ? undefined : 'The two new passwords differ.',
    };
    setErrors(found);
    change.reset();
    const first = (['current', 'next', 'again'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: (res) => {
          setValues({ current: '', next: '', again: '' });
          announce(res.message);
        },
        onError: (failure) => {
          const refused = refusedPasswordMessage(failure, 'newPassword');
          if (failure.fields.currentPassword) {
            setErrors({ current: 'This is not your current password.' });
            refs.current.current?.focus();
          } else if (refused) {
            setErrors({ next: refused });
            refs.next.current?.focus();
          }
        },
      },
    );
  };

  const field = (name: FieldName, id: string, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <PasswordField
      id={id}
      label={label}
      hint={hint}
      error={errors[name]}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      inputRef={refs[name]}
    />
  );

  return (
    <section aria-labelledby="desk-password-heading">
      <h1 id="desk-password-heading" ref={heading} tabIndex={-1} className={HEADING}>
        My password
      </h1>
      <p className="mt-2 text-neutral-700">Changing it signs you out on every other phone or computer.</p>
      <form noValidate onSubmit={submit} className={`mt-6 grid max-w-md gap-4 ${CARD}`}>
        {field('current', 'desk-current-password', 'Current password', 'current-password')}
        {field('next', 'desk-new-password', 'New password', 'new-password', PASSWORD_HINT)}
        {field('again', 'desk-new-password-again', 'New password again', 'new-password')}
        <ErrorAlert text={error} />
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
