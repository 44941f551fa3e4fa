import type { Ref } from 'react';
import { FIRST_DATE, LAST_DATE } from '../../lib/api/fields.ts';
import { describedBy, fieldErrorId } from '../shared/Field.tsx';
import { CONTROL, LABEL } from './fieldStyles.ts';

interface Props {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the day (the server's refusal of it), said under it and read with it. */
  error?: string;
  /** The input, for a form that moves the focus to the day it refused. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled day of a desk filter, within the days the API takes. */
export function DayField({ id, label, value, onChange, error, ref }: Props) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="date"
        min={FIRST_DATE}
        max={LAST_DATE}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${CONTROL} aria-invalid:border-red-700 aria-invalid:bg-red-50`}
        {...describedBy(id, undefined, error)}
      />
      {error && (
        <p id={fieldErrorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
