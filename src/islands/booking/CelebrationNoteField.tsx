import { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../../lib/booking/celebrationNoteLimits.ts';
import { CONTROL_CLASS, describedBy } from '../shared/Field.tsx';

/** The two optional notes a booking carries for the team that prepares the room. */
const NOTES = {
  cakeMessage: {
    label: 'Message on the cake (optional)',
    placeholder: 'e.g. Happy Birthday Priya',
    max: CAKE_MESSAGE_MAX,
    hint: 'Written on the cake as you type it.',
  },
  decorationTheme: {
    label: 'Decoration theme (optional)',
    placeholder: 'e.g. Pink and gold, or Superheroes',
    max: DECORATION_THEME_MAX,
    hint: 'Colours or a theme you would like: our team sets up the decoration in it where it can.',
  },
} as const;

interface Props {
  note: keyof typeof NOTES;
  /** The control's id (a page may show both notes, each once). */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An optional note of the booking (the cake's message, the decoration's theme): one line, cut at
 * what the server takes, with how many characters are used, so nothing typed is refused later (a
 * text field holds no line breaks), and no message of its own is needed.
 */
export function CelebrationNoteField({ note, id, value, onChange }: Props) {
  const n = NOTES[note];
  const hint = `${n.hint} ${value.length} of ${n.max} characters.`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        {n.label}
      </label>
      <input
        id={id}
        type="text"
        maxLength={n.max}
        placeholder={n.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={CONTROL_CLASS}
        {...describedBy(id, hint, undefined)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
        {hint}
      </p>
    </div>
  );
}
