import { useId, useState, type FormEvent } from 'react';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '../../../lib/api/deskContent.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { PRIMARY, SECONDARY } from '../styles.ts';

/** What an FAQ's form edits: its place in the list is the list's own (Move up, Move down). */
export interface FaqFields {
  question: string;
  answer: string;
}

interface Props {
  initial: FaqFields;
  busy: boolean;
  onSave: (fields: FaqFields) => void;
  onCancel?: () => void;
  /** The server's messages by field. */
  errors?: Partial<Record<keyof FaqFields, string>>;
}

/** An FAQ's question and answer, saved with 'Save': checked here as the server checks them. */
export function FaqForm({ initial, busy, onSave, onCancel, errors = {} }: Props) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  const [mine, setMine] = useState<Partial<Record<keyof FaqFields, string>>>({});
  const shown = { ...errors, ...mine };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      question: fields.question.trim() ? undefined : 'Please write the question.',
      answer: fields.answer.trim() ? undefined : 'Please write the answer.',
    };
    setMine(found);
    if (found.question || found.answer) {
      document.getElementById(`${id}-${found.question ? 'question' : 'answer'}`)?.focus();
      return;
    }
    onSave(fields);
  };

  const field = (name: keyof FaqFields, label: string, max: number, rows?: number) => {
    const props = {
      id: `${id}-${name}`,
      className: CONTROL,
      maxLength: max,
      value: fields[name],
      'aria-invalid': Boolean(shown[name]),
      'aria-describedby': shown[name] ? `${id}-${name}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
    };
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className={LABEL}>
          {label}
        </label>
        {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
        {shown[name] && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {shown[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {field('question', 'Question', FAQ_QUESTION_MAX)}
      {field('answer', 'Answer', FAQ_ANSWER_MAX, 4)}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={SECONDARY}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
