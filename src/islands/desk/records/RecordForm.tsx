import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { shapeOf, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { PRIMARY, SECONDARY } from '../styles.ts';
import { FieldInput, type Option } from './FieldInput.tsx';
import { fieldsOf, problemsOf, readableMessage, type FormValues } from './formValues.ts';

interface Props {
  kind: RecordKind;
  /** What the form names itself for screen readers: 'Cake "Black Forest"', 'New cake'. */
  name: string;
  values: FormValues;
  /** A state setter: fields change one at a time, each on the form as it is then (three editors can update in one tick). */
  onValues: Dispatch<SetStateAction<FormValues>>;
  /** The server's messages by field (fields.<name>). */
  serverErrors: Record<string, string>;
  /** The choices of image and category fields, by field name. */
  options: Record<string, Option[]>;
  busy: boolean;
  onSave: (fields: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** A record's form: every field of its kind, checked with the kind's schema before it is sent; Save. */
export function RecordForm({ kind, name, values, onValues, serverErrors, options, busy, onSave, onCancel }: Props) {
  const id = useId();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = fieldsOf(kind, values);
    const found = problemsOf(kind, fields);
    setProblems(found);
    const first = Object.keys(shapeOf(kind)).find((n) => found[n]);
    if (first) return void document.getElementById(`${id}-${first}`)?.focus();
    onSave(fields);
  };
  // The server's messages name the field first, as the API does ('fields.code is ...'): each by its label here.
  const errorOf = (n: string) => problems[n] ?? (serverErrors[`fields.${n}`] && readableMessage(kind, serverErrors[`fields.${n}`]));
  return (
    <form noValidate onSubmit={submit} aria-label={name} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.entries(shapeOf(kind)).map(([n, schema]) => (
          <FieldInput
            key={n}
            id={id}
            name={n}
            schema={schema}
            value={values[n]}
            error={errorOf(n) || undefined}
            options={options[n]}
            onChange={(v) => onValues((now) => ({ ...now, [n]: v }))}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={SECONDARY} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
