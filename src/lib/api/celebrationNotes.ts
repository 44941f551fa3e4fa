import { z } from 'zod';
import { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../booking/celebrationNoteLimits.ts';
import { storableText } from './fields.ts';

/**
 * The customer's own words for the cake and the decoration, both optional: what the booking forms
 * ask ('Message on the cake', 'Decoration theme') and the phone booking takes down. They are
 * printed for the baker and the decorators, so a line of text only: no tab, newline or other
 * control character, which paper and the bakers' order slips cannot show.
 */

export { CAKE_MESSAGE_MAX, DECORATION_THEME_MAX } from '../booking/celebrationNoteLimits.ts';

/** C0 and C1 control characters, DEL among them (NUL is refused by storableText with its own words). */
const CONTROL = /[\u0001-\u001F\u007F-\u009F]/;

const noteText = (max: number) =>
  storableText(z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`)).refine(
    (s) => !CONTROL.test(s),
    'must be one line of text, without tabs, line breaks or other control characters',
  );

/** The message on the cake ('Happy 25th Priya'); '' for none. */
export const CakeMessage = noteText(CAKE_MESSAGE_MAX);
/** The decoration's theme ('Pastel pink and gold, balloons'); '' for none. */
export const DecorationTheme = noteText(DECORATION_THEME_MAX);
