import type { ReactNode } from 'react';
import { PRIMARY, SECONDARY } from '../styles.ts';

interface Props {
  /** Who saved it since (their name, or '' when unknown). */
  who: string;
  /** What was saved: 'this FAQ', 'these prices'. */
  what: string;
  theirs: ReactNode;
  yours: ReactNode;
  busy: boolean;
  onKeepTheirs: () => void;
  onSaveMine: () => void;
}

/** Someone saved the record after this editor opened it (412): both versions side by side, and the editor chooses. */
export function StaleChoice({ who, what, theirs, yours, busy, onKeepTheirs, onSaveMine }: Props) {
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-amber-950">
        {who || 'Someone'} saved {what} after you opened it. Choose which version to keep.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-neutral-300 bg-white p-3">
          <h4 className="font-bold text-neutral-900">Theirs{who && ` (${who})`}</h4>
          {theirs}
        </div>
        <div className="rounded-lg border border-neutral-300 bg-white p-3">
          <h4 className="font-bold text-neutral-900">Yours</h4>
          {yours}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={SECONDARY} onClick={onKeepTheirs}>
          Keep theirs
        </button>
        <button type="button" className={PRIMARY} disabled={busy} onClick={onSaveMine}>
          Save mine instead
        </button>
      </div>
    </div>
  );
}
