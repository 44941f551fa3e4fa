import type { Ref } from 'react';
import { FIRST_DATE, LAST_DATE } from '../../lib/api/fields.ts';
import { describedBy, Field } from '../shared/Field.tsx';
import { CONTROL } from './fieldStyles.ts';

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
    <Field id={id} label={label} error={error} required={false}>
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
    </Field>
  );
}
