import type { Ref } from 'react';
import { CONTROL_CLASS, Field, describedBy } from './Field.tsx';

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** 'current-password' to sign in or confirm, 'new-password' for one being set (password managers offer to save it). */
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** A labelled password input, its hint and its message read with it. */
export function PasswordField({ id, label, hint, error, value, onChange, inputRef, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        type="password"
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={CONTROL_CLASS}
        {...describedBy(id, hint, error)}
      />
    </Field>
  );
}
