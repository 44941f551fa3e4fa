import { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../../lib/booking/celebrationNoteLimits.ts';
import { CONTROL_CLASS, describedBy, Field } from './Field.tsx';

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
  /** The control's classes where a form has its own (the desk's, taller to tap at the counter). */
  controlClass?: string;
  /** The hint's first words where they are not the customer's (the staff type what a caller says). */
  hint?: string;
}

/**
 * An optional note of the booking (the cake's message, the decoration's theme), on the site's
 * booking forms and the desk's phone booking alike: one line, cut at what the server takes, with how
 * many characters are used, so nothing typed is refused later (a text field holds no line breaks),
 * and no message of its own is needed.
 */
export function CelebrationNoteField({ note, id, value, onChange, controlClass = CONTROL_CLASS, hint }: Props) {
  const n = NOTES[note];
  const shown = `${hint ?? n.hint} ${value.length} of ${n.max} characters.`;
  return (
    <Field id={id} label={n.label} hint={shown} required={false}>
      <input
        id={id}
        type="text"
        maxLength={n.max}
        placeholder={n.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass}
        {...describedBy(id, shown, undefined)}
      />
    </Field>
  );
}
