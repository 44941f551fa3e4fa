import { FIRST_DATE, LAST_DATE } from '../../lib/api/fields.ts';
import { CONTROL, LABEL } from './fieldStyles.ts';

interface Props {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A labelled day of a desk filter, within the days the API takes. */
export function DayField({ id, label, value, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={FIRST_DATE}
        max={LAST_DATE}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={CONTROL}
      />
    </div>
  );
}
