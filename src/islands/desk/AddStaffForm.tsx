import { useRef, useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../lib/desk/permissions.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { useDeskAction } from './deskQuery.ts';
import { loginMessage, newPasswordMessage, PASSWORD_HINT, refusedPasswordMessage } from './formRules.ts';
import { CARD, PRIMARY } from './styles.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

type FieldName = 'name' | 'login' | 'role' | 'password';
const EMPTY = { name: '', login: '', role: '' as Role | '', password: '' };

/** The owner adds a staff account: name, phone or e-mail, role and a first password. */
export function AddStaffForm({ onAdded }: { onAdded: (message: string) => void }) {
  const refs = {
    name: useRef<HTMLInputElement>(null),
    login: useRef<HTMLInputElement>(null),
    role: useRef<HTMLSelectElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const add = useDeskAction('staffAdd', { invalidates: ['staffList'] });
  const busy = add.isPending;
  // A refused password shows at the field; any other failure above the button.
  const error = add.error && !refusedPasswordMessage(add.error, 'password') ? add.error.message : '';
  const set = (field: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      name: values.name.trim() ? undefined : 'Please enter their name.',
      login: loginMessage(values.login),
      role: values.role ? undefined : 'Please choose a role.',
      password: newPasswordMessage(values.password, values.login),
    };
    setErrors(found);
    add.reset();
    const first = (['name', 'login', 'role', 'password'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    add.mutate(
      { name: values.name, login: values.login, role: values.role as Role, password: values.password },
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
      <Field id="desk-add-name" label="Name" error={errors.name}>
        <input
          ref={refs.name}
          id="desk-add-name"
          type="text"
          autoComplete="off"
          maxLength={100}
          value={values.name}
          onChange={set('name')}
          className={CONTROL_CLASS}
          {...describedBy('desk-add-name', undefined, errors.name)}
        />
      </Field>
      <Field id="desk-add-login" label="Phone or e-mail" error={errors.login}>
        <input
          ref={refs.login}
          id="desk-add-login"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={values.login}
          onChange={set('login')}
          className={CONTROL_CLASS}
          {...describedBy('desk-add-login', undefined, errors.login)}
        />
      </Field>
      <Field id="desk-add-role" label="Role" error={errors.role}>
        <select
          ref={refs.role}
          id="desk-add-role"
          value={values.role}
          onChange={set('role')}
          className={CONTROL_CLASS}
          {...describedBy('desk-add-role', undefined, errors.role)}
        >
          <option value="">Choose a role</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
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
