import type { ReactNode } from 'react';

/** Classes of a text input or textarea; red while aria-invalid. */
export const CONTROL_CLASS =
  'block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 placeholder:text-neutral-500 ' +
  'focus:border-brand-600 aria-invalid:border-red-700 aria-invalid:bg-red-50';

const hintId = (id: string) => `${id}-hint`;
/** The id of a control's message, for a field that lays itself out (the desk's days). */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The attributes that tie a control to its hint and its message, so both are read with it. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? hintId(id) : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': Boolean(error), 'aria-describedby': ids || undefined };
}

interface Props {
  /** The control's id. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Marked with a red star when the form needs it (the default); an optional field says so in its label. */
  required?: boolean;
  /** The control, with `id` and `describedBy(id, hint, error)` spread on it. */
  children: ReactNode;
}

/** A visible label above the control (placeholders are not labels), a hint and the field's message below it. */
export function Field({ id, label, hint, error, required = true, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
