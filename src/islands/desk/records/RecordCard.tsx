import { useState } from 'react';
import { RECORD_KINDS, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { StaleChoice } from '../content/StaleChoice.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { DANGER, SECONDARY } from '../styles.ts';
import type { Option } from './FieldInput.tsx';
import { fieldSummary } from './fieldSummary.ts';
import { fieldsOf, formValuesOf, readableMessage } from './formValues.ts';
import { RecordForm } from './RecordForm.tsx';
import { useRecordCall } from './useRecordCall.ts';

const STATE_TEXT = {
  live: 'Live',
  changed: 'Changed: not published yet',
  new: 'New: not published yet',
  removed: 'Removed at the next Publish',
};

interface Props {
  kind: RecordKind;
  record: DeskRecord;
  options: Record<string, Option[]>;
  onChanged: (message: string) => void;
}

/** One record: its fields and state; Edit opens its form, Save keeps a draft; a colleague's newer save shows beside this editor's. */
export function RecordCard({ kind, record, options, onChanged }: Props) {
  const spec = RECORD_KINDS[kind];
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => formValuesOf(kind, record.fields));
  const [confirming, setConfirming] = useState(false);
  const { busy, error, serverErrors, stale, save, remove, saveMine, keepTheirs } = useRecordCall(kind, record, onChanged);

  return (
    <li className="grid gap-3 rounded-xl border border-neutral-300 bg-white p-4">
      <div>
        <h3 className="font-bold text-neutral-900">{record.label}</h3>
        <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">
          {STATE_TEXT[record.state]}
          {record.updatedBy && record.state !== 'live' && ` · by ${record.updatedBy}`}
        </p>
      </div>
      {!editing && (
        <ul className="grid gap-0.5 text-sm text-neutral-800">
          {fieldSummary(kind, record.fields).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {record.state === 'changed' && record.live && (
        <details className="text-sm text-neutral-700">
          <summary className="cursor-pointer font-semibold">On the site now</summary>
          <ul>
            {fieldSummary(kind, record.live).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {editing ? (
        <RecordForm
          kind={kind}
          name={record.label}
          values={values}
          onValues={setValues}
          serverErrors={serverErrors}
          options={options}
          busy={busy}
          onSave={(fields) => void save(fields)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        record.state !== 'removed' && (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={SECONDARY} aria-label={`Edit ${record.label}`} onClick={() => setEditing(true)}>
              Edit
            </button>
            {spec.removes && !confirming && (
              <button type="button" className={DANGER} aria-label={`Remove ${record.label}`} onClick={() => setConfirming(true)}>
                Remove
              </button>
            )}
          </div>
        )
      )}
      {confirming && (
        <div role="group" aria-label="Confirm removal" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="font-semibold text-neutral-900">Remove {record.label} from the site at the next Publish?</p>
          <button type="button" className={DANGER} disabled={busy} onClick={() => void remove()}>
            Yes, remove
          </button>
          <button type="button" className={SECONDARY} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      )}
      {stale && (
        <StaleChoice
          who={stale.theirs.updatedBy}
          what={`this ${spec.one}`}
          theirs={<FieldLines lines={fieldSummary(kind, stale.theirs.fields)} />}
          yours={
            // A save sends the form as it is now, still open; a removal is a removal.
            stale.mine ? <FieldLines lines={fieldSummary(kind, fieldsOf(kind, values))} /> : <p className="mt-1">Remove this {spec.one}</p>
          }
          busy={busy}
          onKeepTheirs={() => keepTheirs(`Their version of ${record.label} is shown.`)}
          onSaveMine={() => void saveMine(stale.mine && fieldsOf(kind, values))}
        />
      )}
      <ErrorAlert text={readableMessage(kind, error)} />
    </li>
  );
}

const FieldLines = ({ lines }: { lines: string[] }) => (
  <ul className="mt-1">
    {lines.map((l) => (
      <li key={l}>{l}</li>
    ))}
  </ul>
);
