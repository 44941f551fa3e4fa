import { useId } from 'react';

const OPTION = 'flex min-h-11 items-center gap-2 rounded-lg border border-neutral-400 bg-white px-3 py-2 font-medium';

/** The branch shown, or every branch at once: the owner prints the whole business's day in one go. */
export function PrepScopeChoice({ branchName, all, onChange }: { branchName: string; all: boolean; onChange: (all: boolean) => void }) {
  const name = useId();
  return (
    <fieldset className="print:hidden">
      <legend className="mb-1 text-sm font-semibold text-neutral-800">Branches</legend>
      <div className="flex flex-wrap gap-3">
        <label className={OPTION}>
          <input type="radio" name={name} className="size-5 accent-brand-600" checked={!all} onChange={() => onChange(false)} />
          {branchName}
        </label>
        <label className={OPTION}>
          <input type="radio" name={name} className="size-5 accent-brand-600" checked={all} onChange={() => onChange(true)} />
          All branches
        </label>
      </div>
    </fieldset>
  );
}
