import { useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { DialogActions } from '../shared/DialogActions.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { useDeskAction } from './deskQuery.ts';
import { newPasswordMessage, PASSWORD_HINT, refusedPasswordMessage } from './formRules.ts';
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
  onDone: (message: string) => void;
}) {
  return (
    <Dialog open={member !== undefined} onClose={onClose} title={member ? `New password for ${member.name}` : ''}>
      {member && <ResetForm member={member} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ResetForm({ member, onClose, onDone }: { member: StaffMember; onClose: () => void; onDone: (message: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const reset = useDeskAction('staffReset', { invalidates: ['staffList'] });
  const busy = reset.isPending;

  // A refused password shows at the field; any other failure above the buttons.
  const refused = refusedPasswordMessage(reset.error, 'password');
  const error = reset.error && !refused ? reset.error.message : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordMessage(password, member.login);
    setFieldError(problem);
    reset.reset();
    if (problem) {
      input.current?.focus();
      return;
    }
    reset.mutate(
      { staffId: member.id, password },
      {
        onSuccess: (res) => onDone(res.message),
        onError: (failure) => {
          const refused = refusedPasswordMessage(failure, 'password');
          if (refused) {
            setFieldError(refused);
            input.current?.focus();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <PasswordField
        id="desk-reset-password"
        label="New password"
        hint={HINT}
        error={fieldError}
        autoComplete="new-password"
        maxLength={200}
        autoFocus
        value={password}
        onChange={setPassword}
        inputRef={input}
      />
      <ErrorAlert text={error} />
      <DialogActions confirm="Set password" working="Setting…" busy={busy} onCancel={onClose} />
    </form>
  );
}
