import type { ChangeEvent } from 'react';
import { useDesk } from './deskContext.ts';
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

/**
 * The 'Branch' select of the board, Find and the phone booking form: the branches the staff member
 * works at (the server refuses the others), so with one branch it offers that one alone.
 */
export function BranchSelect({ id, branches, value, onChange, disabled, allLabel }: Props) {
  const theirs = useDesk().session.staff.branches;
  const offered = theirs === 'all' ? branches : branches.filter((b) => theirs.includes(b.id));
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        Branch
      </label>
      <select id={id} className={CONTROL} value={value} disabled={disabled} onChange={onChange}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {offered.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}
