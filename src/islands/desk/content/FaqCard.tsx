import { useState } from 'react';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { useRecordCall } from '../records/useRecordCall.ts';
import { DANGER, PRIMARY, SECONDARY } from '../styles.ts';
import { FaqForm, type FaqFields } from './FaqForm.tsx';
import { StaleChoice } from './StaleChoice.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';

const STATE_LABELS: Record<DeskRecord['state'], string> = {
  live: 'Live',
  changed: 'Changed: not published yet',
  new: 'New: not published yet',
  removed: 'Removed at the next Publish',
};

// The server says the same of every kind's save; the editors have read these of an FAQ.
const SAVED = 'FAQ saved. It goes live with the next Publish.';
const REMOVED = 'FAQ removed. It leaves the site with the next Publish.';

/** An FAQ record's question and answer: its fields as the server keeps them. */
export const faqText = (fields: Record<string, unknown>): FaqFields => ({
  question: String(fields.question ?? ''),
  answer: String(fields.answer ?? ''),
});

/** One version of an FAQ in the choice between two: its question and answer, or its removal. */
const FaqText = ({ fields }: { fields: Record<string, unknown> | null }) =>
  fields ? (
    <>
      <p className="mt-1 font-semibold text-neutral-900">{faqText(fields).question}</p>
      <p className="mt-1 whitespace-pre-line text-neutral-800">{faqText(fields).answer}</p>
    </>
  ) : (
    <p className="mt-1 text-neutral-800">Remove this FAQ</p>
  );

interface Props {
  faq: DeskRecord;
  /** Where it shows among the FAQs not removed: a save keeps it there. */
  position: { index: number; count: number };
  onMove: (direction: -1 | 1) => void;
  /** Saved or removed: the list is read again, and the message said. */
  onChanged: (message: string) => void;
}

/** One FAQ on the Content screen: its text and state, Edit (Save, Cancel), Move up and down, Remove. */
export function FaqCard({ faq, position, onMove, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const { busy, error, serverErrors, stale, save, remove, saveMine, keepTheirs } = useRecordCall('faq', faq, onChanged);
  const { question, answer } = faqText(faq.fields);
  // Its place as the list shows it, which a draft moved elsewhere may have changed since it was live.
  const place = position.index + 1;
  const close = () => setEditing(false);

  return (
    <li className="grid gap-3 rounded-xl border border-neutral-300 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">{STATE_LABELS[faq.state]}</p>
      {editing ? (
        <FaqForm
          initial={{ question, answer }}
          busy={busy}
          onSave={(f) => void save({ ...f, position: place }, { said: SAVED, done: close })}
          onCancel={close}
          errors={{ question: serverErrors['fields.question'], answer: serverErrors['fields.answer'] }}
        />
      ) : (
        <div className={faq.state === 'removed' ? 'text-neutral-600 line-through' : ''}>
          <h3 className="font-bold text-neutral-900">{question}</h3>
          <p className="mt-1 whitespace-pre-line text-neutral-800">{answer}</p>
        </div>
      )}
      {stale && (
        <StaleChoice
          who={stale.theirs.updatedBy}
          what="this FAQ"
          theirs={<FaqText fields={stale.theirs.state === 'removed' ? null : stale.theirs.fields} />}
          yours={<FaqText fields={stale.mine} />}
          busy={busy}
          onKeepTheirs={() => {
            close();
            keepTheirs('Their version is shown.');
          }}
          onSaveMine={() => void saveMine()}
        />
      )}
      <ErrorAlert text={error} />
      {!editing && faq.state !== 'removed' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {question}</span>
          </button>
          <button type="button" className={SECONDARY} disabled={position.index === 0} onClick={() => onMove(-1)}>
            Move up<span className="sr-only"> {question}</span>
          </button>
          <button type="button" className={SECONDARY} disabled={position.index === position.count - 1} onClick={() => onMove(1)}>
            Move down<span className="sr-only"> {question}</span>
          </button>
          <button type="button" className={DANGER} disabled={busy} onClick={() => void remove({ said: REMOVED })}>
            Remove<span className="sr-only"> {question}</span>
          </button>
        </div>
      )}
    </li>
  );
}
