import { z } from 'zod';
import { fieldMeta } from '../../../lib/records/fieldTypes.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { RichTextField } from '../richtext/RichTextField.tsx';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  id: string;
  name: string;
  schema: z.ZodType;
  value: string | boolean;
  error?: string;
  /** The choices of an image field (the uploaded images) or a category field (its kind's records). */
  options?: Option[];
  onChange: (value: string | boolean) => void;
}

/** One field of a record's form, drawn from its schema and its meta (deskRecordKinds.ts). */
export function FieldInput({ id, name, schema, value, error, options, onChange }: Props) {
  const meta = fieldMeta(schema);
  const inputId = `${id}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [meta.hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = { id: inputId, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
  const hint = meta.hint && (
    <p id={hintId} className="mt-1 text-sm text-neutral-700">
      {meta.hint}
    </p>
  );
  const problem = error && (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );

  if (typeof value === 'boolean')
    return (
      <div>
        <label htmlFor={inputId} className="flex min-h-12 items-center gap-3 text-base font-semibold text-neutral-900">
          <input type="checkbox" {...common} className="size-6" checked={value} onChange={(e) => onChange(e.target.checked)} />
          {meta.label}
        </label>
        {hint}
        {problem}
      </div>
    );
  if (meta.input === 'richtext')
    return (
      <div className="sm:col-span-2">
        <RichTextField id={inputId} label={meta.label} value={value} onChange={onChange} error={error} pageTitle={meta.pageTitle} />
      </div>
    );

  const enumOptions = schema instanceof z.ZodEnum ? (schema.options as string[]).map((o) => ({ value: o, label: o })) : undefined;
  const choices = enumOptions ?? options;
  let control;
  if (choices) {
    const known = choices.some((o) => o.value === value);
    control = (
      <select {...common} className={CONTROL} value={value} onChange={(e) => onChange(e.target.value)}>
        {!known && <option value={value}>{value === '' ? 'Choose...' : value}</option>}
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (meta.input === 'textarea' || meta.input === 'lines')
    control = (
      <textarea
        {...common}
        rows={meta.input === 'lines' ? 5 : 4}
        className={CONTROL}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else
    control = (
      <input
        {...common}
        type={meta.input === 'time' || meta.input === 'date' || meta.input === 'url' ? meta.input : 'text'}
        inputMode={schema instanceof z.ZodNumber || meta.input === 'rupees' ? 'numeric' : undefined}
        className={CONTROL}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className={meta.input === 'textarea' || meta.input === 'lines' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={inputId} className={LABEL}>
        {meta.label}
      </label>
      {control}
      {hint}
      {problem}
    </div>
  );
}
