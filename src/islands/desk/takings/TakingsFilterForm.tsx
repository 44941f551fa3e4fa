import type { FormEvent, Ref } from 'react';
import type { DeskBranch } from '../../../lib/api/deskBookings.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DayField } from '../DayField.tsx';
import { CARD, PRIMARY } from '../styles.ts';

/** What the Takings are asked for: a branch ('' for all of them) and the days, both included. */
export interface TakingsFilter {
  branch: string;
  from: string;
  to: string;
}

interface Props {
  filter: TakingsFilter;
  onChange: (filter: TakingsFilter) => void;
  onSubmit: () => void;
  branches: readonly DeskBranch[];
  /** The server's refusal of a day, said at that day. */
  errors: { from?: string; to?: string };
  refs: { from: Ref<HTMLInputElement>; to: Ref<HTMLInputElement> };
  busy: boolean;
}

/** Branch (All branches first), From and To, and Show; left off the paper. */
export function TakingsFilterForm({ filter, onChange, onSubmit, branches, errors, refs, busy }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Show takings" className={`grid gap-4 print:hidden ${CARD}`}>
      <div className="grid gap-4 sm:grid-cols-3">
        <BranchSelect
          id="desk-takings-branch"
          branches={branches}
          value={filter.branch}
          onChange={(e) => onChange({ ...filter, branch: e.target.value })}
          allLabel="All branches"
        />
        <DayField
          id="desk-takings-from"
          label="From"
          value={filter.from}
          onChange={(from) => onChange({ ...filter, from })}
          error={errors.from}
          ref={refs.from}
        />
        <DayField
          id="desk-takings-to"
          label="To"
          value={filter.to}
          onChange={(to) => onChange({ ...filter, to })}
          error={errors.to}
          ref={refs.to}
        />
      </div>
      <div>
        <button type="submit" className={PRIMARY} disabled={busy}>
          {busy ? 'Adding up…' : 'Show'}
        </button>
      </div>
    </form>
  );
}
