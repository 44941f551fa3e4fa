import type { ChangeEvent } from 'react';
import { CONTROL, LABEL } from './fieldStyles.ts';

interface Props {
  id: string;
  branches: readonly { id: string; name: string }[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  /** A first choice of '' that means every branch (Find's filter). */
  allLabel?: string;
}

/** The 'Branch' select of the board, Find and the phone booking form. */
export function BranchSelect({ id, branches, value, onChange, disabled, allLabel }: Props) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        Branch
      </label>
      <select id={id} className={CONTROL} value={value} disabled={disabled} onChange={onChange}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}
