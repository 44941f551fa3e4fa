import { useState } from 'react';
import { RECORD_KINDS, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { PRIMARY } from '../styles.ts';
import type { Option } from './FieldInput.tsx';
import { formValuesOf, readableMessage } from './formValues.ts';
import { RecordForm } from './RecordForm.tsx';
import { useRecordCall } from './useRecordCall.ts';

interface Props {
  kind: RecordKind;
  /** Where it goes by default: after the others. */
  position: number;
  options: Record<string, Option[]>;
  onChanged: (message: string) => void;
}

/** 'Add a cake': an empty form of the kind, saved as a new draft record. */
export function NewRecord({ kind, position, options, onChanged }: Props) {
  const spec = RECORD_KINDS[kind];
  const empty = () => formValuesOf(kind, { position, active: true });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const { busy, error, serverErrors, save } = useRecordCall(kind, undefined, onChanged);
  const done = () => {
    setOpen(false);
    setValues(empty());
  };

  if (!open)
    return (
      <div>
        <button type="button" className={PRIMARY} onClick={() => setOpen(true)}>
          Add a {spec.one}
        </button>
      </div>
    );
  return (
    <div className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 className="font-bold text-neutral-900">New {spec.one}</h3>
      <RecordForm
        kind={kind}
        name={`New ${spec.one}`}
        values={values}
        onValues={setValues}
        serverErrors={serverErrors}
        options={options}
        busy={busy}
        onSave={(fields) => void save(fields, { done })}
        onCancel={() => setOpen(false)}
      />
      <ErrorAlert text={readableMessage(kind, error)} />
    </div>
  );
}
