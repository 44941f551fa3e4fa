import { useId, useState, type FormEvent } from 'react';
import type { BookingNote } from '../../lib/api/deskBookings.ts';
import { NOTE_MAX_LENGTH } from '../../lib/desk/noteRule.ts';
import { auditTime } from './auditText.ts';
import { useDeskAction } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { CONTROL, LABEL } from './fieldStyles.ts';
import { ERROR_TEXT, PRIMARY } from './styles.ts';

/** A booking's staff notes, newest first, and (with bookings.manage) a form to add one. */
export function BookingNotes({
  bookingId,
  notes,
  onNotes,
}: {
  bookingId: string;
  notes: BookingNote[];
  onNotes: (n: BookingNote[]) => void;
}) {
  const { may, announce } = useDesk();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const add = useDeskAction('bookingNote');
  const busy = add.isPending;
  const error = empty ? 'Please write the note first.' : add.error ? (add.error.fields.text ?? add.error.message) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!text.trim());
    if (!text.trim()) return;
    add.mutate(
      { bookingId, text },
      {
        onSuccess: (res) => {
          onNotes(res.notes);
          setText('');
          announce(res.message);
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {may('bookings.manage') && (
        <form onSubmit={submit} className="grid gap-2" aria-label="Add a note">
          <label htmlFor={`${id}-text`} className={LABEL}>
            New note
          </label>
          <textarea
            id={`${id}-text`}
            className={`${CONTROL} min-h-24`}
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className={ERROR_TEXT}>
              {error}
            </p>
          )}
          <button type="submit" className={`${PRIMARY} justify-self-start`} disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="text-neutral-700">No notes yet.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Notes, newest first">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-neutral-200 bg-white p-3">
              <p className="text-sm whitespace-pre-wrap text-neutral-900">{n.text}</p>
              <p className="mt-1 text-xs text-neutral-700">
                {n.staffName} · <time dateTime={n.at}>{auditTime(n.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
