import type { DeskFaq, FaqFields } from '../../../lib/api/deskContent.ts';
import { PRIMARY, SECONDARY } from '../styles.ts';

interface Props {
  theirs: DeskFaq;
  /** What this editor tried to save; null for a removal. */
  mine: FaqFields | null;
  busy: boolean;
  onKeepTheirs: () => void;
  onSaveMine: () => void;
}

const Version = ({ title, fields }: { title: string; fields: FaqFields | null }) => (
  <div className="rounded-lg border border-neutral-300 bg-white p-3">
    <h4 className="text-sm font-bold text-neutral-900">{title}</h4>
    {fields ? (
      <>
        <p className="mt-1 font-semibold text-neutral-900">{fields.question}</p>
        <p className="mt-1 whitespace-pre-line text-sm text-neutral-800">{fields.answer}</p>
      </>
    ) : (
      <p className="mt-1 text-sm text-neutral-800">Remove this FAQ</p>
    )}
  </div>
);

/** Someone saved the FAQ after it was opened: both versions side by side, and the editor chooses. */
export function StaleCompare({ theirs, mine, busy, onKeepTheirs, onSaveMine }: Props) {
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-amber-400 bg-amber-50 p-3">
      <p className="font-semibold text-amber-950">
        {theirs.updatedBy || 'Someone'} saved this FAQ after you opened it. Choose which version to keep.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Version title={`Theirs (${theirs.updatedBy || 'saved'})`} fields={theirs.state === 'removed' ? null : theirs} />
        <Version title="Yours" fields={mine} />
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
