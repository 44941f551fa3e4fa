import { useRef, useState, type FormEvent } from 'react';
import type { Role } from '../../lib/desk/permissions.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { useDeskAction } from './deskQuery.ts';
import { newPasswordMessage, PASSWORD_HINT, refusedPasswordMessage } from './formRules.ts';
import { StaffDetailsFields, staffDetailProblems, type StaffDetailField, type StaffDetails } from './StaffDetailsFields.tsx';
import { CARD, PRIMARY } from './styles.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

type FieldName = StaffDetailField | 'password';
const EMPTY: StaffDetails & { password: string } = { name: '', login: '', role: '', branches: 'all', password: '' };
const ORDER: readonly FieldName[] = ['name', 'login', 'role', 'branches', 'password'];

/** The owner adds a staff account: name, phone or e-mail, role, branches and a first password. */
export function AddStaffForm({
  onAdded,
  branches,
}: {
  onAdded: (message: string) => void;
  branches: readonly { id: string; name: string }[];
}) {
  const refs = {
    name: useRef<HTMLInputElement>(null),
    login: useRef<HTMLInputElement>(null),
    role: useRef<HTMLSelectElement>(null),
    branches: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const add = useDeskAction('staffAdd', { invalidates: ['staffList'] });
  const busy = add.isPending;
  // A refused password shows at the field; any other failure above the button.
  const error = add.error && !refusedPasswordMessage(add.error, 'password') ? add.error.message : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      ...staffDetailProblems(values),
      password: newPasswordMessage(values.password, values.login),
    };
    setErrors(found);
    add.reset();
    const first = ORDER.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    add.mutate(
      { name: values.name, login: values.login, role: values.role as Role, branches: values.branches, password: values.password },
      {
        onSuccess: (res) => {
          setValues(EMPTY);
          onAdded(res.message);
          refs.name.current?.focus();
        },
        onError: (failure) => {
          const refused = refusedPasswordMessage(failure, 'password');
          if (refused) {
            setErrors({ password: refused });
            refs.password.current?.focus();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-add-staff" className={`grid gap-4 ${CARD}`}>
      <h2 id="desk-add-staff" className="text-lg font-bold text-brand-800">
        Add a staff member
      </h2>
      <StaffDetailsFields
        id="desk-add"
        values={values}
        onChange={(v) => setValues((old) => ({ ...old, ...v }))}
        errors={errors}
        refs={refs}
        branches={branches}
      />
      <PasswordField
        id="desk-add-password"
        label="Password"
        hint={PASSWORD_HINT}
        error={errors.password}
        autoComplete="new-password"
        maxLength={200}
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        inputRef={refs.password}
      />
      <ErrorAlert text={error} />
      <button type="submit" disabled={busy} className={PRIMARY}>
        {busy ? 'Adding…' : 'Add staff member'}
      </button>
    </form>
  );
}
