import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MISSING_FIELDS } from '../../lib/profile/signInMessage.ts';
import { signedIn } from '../../lib/stores/profile.ts';
import { PRIMARY_BUTTON, BACK_LINK } from '../shared/buttons.ts';
import { CONTROL_CLASS, Field } from '../shared/Field.tsx';
import { signIn, SignInFailure } from './profileApi.ts';
import { CARD } from './styles.ts';

const ERROR_ID = 'signin-error';

/**
 * Step 1: Phone Number and Password. Both are needed (an alert says so, as the spec has it); a
 * refused sign-in shows the server's message (a wrong phone or password alike, or when to try
 * again after too many attempts) under the form, tied to both fields.
 */
export function SignInForm({ notice }: { notice?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!phone.trim() || !password) {
      window.alert(MISSING_FIELDS);
      return;
    }
    setBusy(true);
    setError('');
    try {
      signedIn(await signIn(phone.trim(), password));
    } catch (failure) {
      setError(failure instanceof SignInFailure ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};
  return (
    <section className="bg-neutral-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-md">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
          Sign in to your profile
        </h1>
        <p className="mt-2 text-neutral-700">See your bookings, reward points and referral link.</p>
        {notice && (
          <p role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-900">
            {notice}
          </p>
        )}
        <form noValidate onSubmit={submit} className={`mt-6 grid gap-4 ${CARD}`}>
          <Field id="profile-phone" label="Phone Number">
            <input
              id="profile-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              maxLength={20}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              className={CONTROL_CLASS}
              {...invalid}
            />
          </Field>
          <Field id="profile-password" label="Password">
            <input
              id="profile-password"
              type="password"
              autoComplete="current-password"
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={CONTROL_CLASS}
              {...invalid}
            />
          </Field>
          {error && (
            <p id={ERROR_ID} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className="mt-6">
          <a href="/" className={BACK_LINK}>
            <span aria-hidden="true">←</span> Back to Home
          </a>
        </p>
      </div>
    </section>
  );
}
