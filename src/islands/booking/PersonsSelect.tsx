import { personOptions } from '../../lib/forms/onePageRules.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';

interface Props {
  id: string;
  /** 0 until chosen. */
  value: number;
  /** Most persons the theatre takes; 0 before the booking is known (server render). */
  limit: number;
  error?: string;
  onChange: (persons: number) => void;
}

/** 'Number of Persons': a required select from 1 up to the theatre's limit. */
export function PersonsSelect({ id, value, limit, error, onChange }: Props) {
  return (
    <Field id={id} label="Number of Persons" error={error}>
      <select
        id={id}
        value={value || ''}
        onChange={(e) => onChange(Number(e.target.value) || 0)}
        className={CONTROL_CLASS}
        {...describedBy(id, undefined, error)}
      >
        <option value="">Select persons</option>
        {personOptions(limit).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </Field>
  );
}
