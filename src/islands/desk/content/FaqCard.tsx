import { useState } from 'react';
import type { DeskFaq, FaqFields } from '../../../lib/api/deskContent.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskCall } from '../deskQuery.ts';
import { DANGER, PRIMARY, SECONDARY } from '../styles.ts';
import { FaqForm } from './FaqForm.tsx';
import { StaleChoice } from './StaleChoice.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';

const STATE_LABELS: Record<DeskFaq['state'], string> = {
  live: 'Live',
  changed: 'Changed: not published yet',
  new: 'New: not published yet',
  removed: 'Removed at the next Publish',
};

/** One version of an FAQ in the choice between two: its question and answer, or its removal. */
const FaqText = ({ fields }: { fields: FaqFields | null }) =>
  fields ? (
    <>
      <p className="mt-1 font-semibold text-neutral-900">{fields.question}</p>
      <p className="mt-1 whitespace-pre-line text-neutral-800">{fields.answer}</p>
    </>
  ) : (
    <p className="mt-1 text-neutral-800">Remove this FAQ</p>
  );

interface Props {
  faq: DeskFaq;
  position: { index: number; count: number };
  onMove: (direction: -1 | 1) => void;
  /** Saved or removed: the list is read again, and the message said. */
  onChanged: (message: string) => void;
}

/** One FAQ on the Content screen: its text and state, Edit (Save, Cancel), Move up and down, Remove. */
export function FaqCard({ faq, position, onMove, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const call = useDeskCall<{ message: string }>();
  const busy = call.isPending;
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof FaqFields, string>>>({});
  /** Someone saved it since it was read: theirs, and what this editor tried to save. */
  const [stale, setStale] = useState<{ theirs: DeskFaq; mine: FaqFields | null }>();

  const act = (run: () => Promise<{ message: string }>, mine: FaqFields | null) => {
    setError('');
    call.mutate(run, {
      onSuccess: (res) => {
        setEditing(false);
        setStale(undefined);
        onChanged(res.message);
      },
      onError: (failure) => {
        if (failure.status === 412 && failure.body.current) setStale({ theirs: failure.body.current as DeskFaq, mine });
        else {
          setError(failure.message);
          setFieldErrors({ question: failure.fields.question, answer: failure.fields.answer });
        }
      },
    });
  };
  const save = (fields: FaqFields, version = faq.version) => act(() => deskApi.faqSave({ id: faq.id, ...fields }, version), fields);
  const remove = (version = faq.version) => act(() => deskApi.faqRemove({ id: faq.id }, version), null);

  return (
    <li className="grid gap-3 rounded-xl border border-neutral-300 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">{STATE_LABELS[faq.state]}</p>
      {editing ? (
        <FaqForm initial={faq} busy={busy} onSave={(f) => void save(f)} onCancel={() => setEditing(false)} errors={fieldErrors} />
      ) : (
        <div className={faq.state === 'removed' ? 'text-neutral-600 line-through' : ''}>
          <h3 className="font-bold text-neutral-900">{faq.question}</h3>
          <p className="mt-1 whitespace-pre-line text-neutral-800">{faq.answer}</p>
        </div>
      )}
      {stale && (
        <StaleChoice
          who={stale.theirs.updatedBy}
          what="this FAQ"
          theirs={<FaqText fields={stale.theirs.state === 'removed' ? null : stale.theirs} />}
          yours={<FaqText fields={stale.mine} />}
          busy={busy}
          onKeepTheirs={() => {
            setStale(undefined);
            setEditing(false);
            onChanged('Their version is shown.');
          }}
          onSaveMine={() => void (stale.mine ? save(stale.mine, stale.theirs.version) : remove(stale.theirs.version))}
        />
      )}
      <ErrorAlert text={error} />
      {!editing && faq.state !== 'removed' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {faq.question}</span>
          </button>
          <button type="button" className={SECONDARY} disabled={position.index === 0} onClick={() => onMove(-1)}>
            Move up<span className="sr-only"> {faq.question}</span>
          </button>
          <button type="button" className={SECONDARY} disabled={position.index === position.count - 1} onClick={() => onMove(1)}>
            Move down<span className="sr-only"> {faq.question}</span>
          </button>
          <button type="button" className={DANGER} disabled={busy} onClick={() => void remove()}>
            Remove<span className="sr-only"> {faq.question}</span>
          </button>
        </div>
      )}
    </li>
  );
}
