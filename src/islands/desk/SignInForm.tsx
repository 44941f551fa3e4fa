import { useRef, useState, type FormEvent } from 'react';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { deskApi, DeskError } from './deskApi.ts';
import { loginMessage } from './formRules.ts';
import type { DeskSession } from './deskContext.ts';
import { CARD, ERROR_TEXT, HEADING, NOTICE_TEXT, PRIMARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { useEarlyInput } from '../shared/useEarlyInput.ts';
import { useHydrated } from '../shared/useHydrated.ts';

const FORM_ERROR = 'desk-signin-error';

/**
 * The desk's sign-in: 'Phone or e-mail' and 'Password'. A wrong login or password is one message
 * (the server's), as is 'try again in N minutes' after too many attempts; a field left empty or a
 * login that is neither a phone nor an e-mail is said at the field, and that field is focused.
 * It is in the page's HTML: what is typed before the script runs is taken over when it does, and
 * Sign in waits for the script (pressed before, it would send the form nowhere).
 */
export function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: (session: DeskSession) => void }) {
  const heading = useViewHeading();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ login?: string; password?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  useEarlyInput({ 'desk-login': setLogin, 'desk-password': setPassword });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = {
      login: loginMessage(login),
      password: password ? undefined : 'Please enter your password.',
    };
    setFieldErrors(errors);
    setError('');
    if (errors.login || errors.password) {
      (errors.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await deskApi.signIn({ login, password });
      onSignedIn({ staff: res.staff, permissions: res.permissions, endsAt: res.endsAt });
    } catch (failure) {
      setError(failure instanceof DeskError ? failure.message : String(failure));
      setPassword('');
      setBusy(false);
    }
  };

  const formError = error ? { 'aria-describedby': FORM_ERROR } : {};
  return (
    <main id="desk-main" className="min-h-svh bg-neutral-50 px-4 py-8 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 ref={heading} tabIndex={-1} className={HEADING}>
          Staff desk
        </h1>
        <p className="mt-2 text-neutral-700">Sign in with the phone number or e-mail address of your staff account.</p>
        {notice && (
          <p role="status" className={`mt-4 ${NOTICE_TEXT}`}>
            {notice}
          </p>
        )}
        <form method="post" noValidate onSubmit={submit} className={`mt-6 grid gap-4 ${CARD}`}>
          <Field id="desk-login" label="Phone or e-mail" error={fieldErrors.login}>
            <input
              ref={loginRef}
              id="desk-login"
              name="username"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              className={CONTROL_CLASS}
              {...describedBy('desk-login', undefined, fieldErrors.login)}
              {...(error && !fieldErrors.login ? { 'aria-invalid': true, ...formError } : {})}
            />
          </Field>
          <Field id="desk-password" label="Password" error={fieldErrors.password}>
            <input
              ref={passwordRef}
              id="desk-password"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={CONTROL_CLASS}
              {...describedBy('desk-password', undefined, fieldErrors.password)}
              {...(error && !fieldErrors.password ? { 'aria-invalid': true, ...formError } : {})}
            />
          </Field>
          {error && (
            <p id={FORM_ERROR} role="alert" className={ERROR_TEXT}>
              {error}
            </p>
          )}
          <button type="submit" disabled={busy || !ready} className={PRIMARY}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
