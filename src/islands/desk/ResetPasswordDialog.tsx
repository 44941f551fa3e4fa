import { useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { deskApi, DeskError } from './deskApi.ts';
import { newPasswordMessage, PASSWORD_HINT, refusedPasswordMessage } from './formRules.ts';
import { PRIMARY, SECONDARY } from './styles.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

const HINT = `${PASSWORD_HINT} They are signed out everywhere, and sign in with this one.`;

/** The owner sets a staff member's password (forgotten, or given away); every session of theirs ends. */
export function ResetPasswordDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember | undefined;
  onClose: () => void;
  onDone: (member: StaffMember, message: string) => void;
}) {
  return (
    <Dialog open={member !== undefined} onClose={onClose} title={member ? `New password for ${member.name}` : ''}>
      {member && <ResetForm member={member} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ResetForm({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: (member: StaffMember, message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordMessage(password, member.login);
    setFieldError(problem);
    setError('');
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await deskApi.staffReset({ staffId: member.id, password });
      onDone(res.member, res.message);
    } catch (failure) {
      const refused = refusedPasswordMessage(failure, 'password');
      if (refused) {
        setFieldError(refused);
        input.current?.focus();
      } else setError(failure instanceof DeskError ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <Field id="desk-reset-password" label="New password" hint={HINT} error={fieldError}>
        <input
          ref={input}
          id="desk-reset-password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy('desk-reset-password', HINT, fieldError)}
        />
      </Field>
      <ErrorAlert text={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Setting…' : 'Set password'}
        </button>
        <button type="button" onClick={onClose} className={SECONDARY}>
          Cancel
        </button>
      </div>
    </form>
  );
}
