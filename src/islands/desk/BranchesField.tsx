import type { RefObject } from 'react';
import type { StaffBranches } from '../../lib/api/desk.ts';
import { fieldErrorId } from '../shared/Field.tsx';

interface Props {
  id: string;
  branches: readonly { id: string; name: string }[];
  value: StaffBranches;
  onChange: (value: StaffBranches) => void;
  error?: string;
  /** The owner works at every branch: the choice is shown, ticked and fixed. */
  fixedAll?: boolean;
  /** The All branches box, focused when the field is refused. */
  allRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Where a staff member works: All branches, or the branches ticked. Ticking All branches clears
 * the others; ticking a branch clears All branches. The desk refuses them any other branch's work.
 */
export function BranchesField({ id, branches, value, onChange, error, fixedAll, allRef }: Props) {
  const all = fixedAll || value === 'all';
  const ticked = (branchId: string) => !all && value.includes(branchId);
  const toggle = (branchId: string, on: boolean) => {
    const now = value === 'all' ? [] : value.filter((b) => b !== branchId);
    onChange(on ? [...now, branchId] : now);
  };
  const hint = fixedAll ? 'The owner works at every branch.' : 'They see and work on the bookings of these branches only.';
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${fieldErrorId(id)}` : ''}`}>
      <legend className="mb-1 block text-sm font-semibold text-neutral-800">Branches</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-neutral-600">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex min-h-11 items-center gap-2 text-neutral-900">
          <input
            ref={allRef}
            id={`${id}-all`}
            type="checkbox"
            className="size-5"
            checked={all}
            disabled={fixedAll}
            onChange={(e) => onChange(e.target.checked ? 'all' : [])}
          />
          All branches
        </label>
        {branches.map((b) => (
          <label key={b.id} className="flex min-h-11 items-center gap-2 text-neutral-900">
            <input
              type="checkbox"
              className="size-5"
              checked={ticked(b.id)}
              disabled={fixedAll}
              onChange={(e) => toggle(b.id, e.target.checked)}
            />
            {b.name}
          </label>
        ))}
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'Please tick …' when no branch is ticked, else undefined. */
export const branchesMessage = (value: StaffBranches, role: string): string | undefined =>
  role !== 'owner' && value !== 'all' && value.length === 0 ? 'Please tick All branches or at least one branch.' : undefined;

/** How a member's branches read on the Staff screen: 'All branches', or their names. */
export const branchesWords = (value: StaffBranches, branches: readonly { id: string; name: string }[]): string =>
  value === 'all' ? 'All branches' : value.map((id) => branches.find((b) => b.id === id)?.name ?? id).join(', ');
