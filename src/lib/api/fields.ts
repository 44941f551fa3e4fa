import { z } from 'zod';

/** Field schemas shared by many calls, each with the message a person reads when it fails. */

/** A lone UTF-16 surrogate: JSON can carry one, but no UTF-8 text (so no database column) can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a PostgreSQL column can store as sent: PostgreSQL refuses the NUL character outright, and a
 * lone surrogate would be silently replaced on the way in, so both are refused here, naming the field.
 */
export const storableText = <T extends z.ZodString>(schema: T) =>
  schema
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'must be valid Unicode text (it holds a broken character)');

/** Free text of at most `max` characters, possibly empty. */
export const Text = (max = 200, error = 'must be text') =>
  storableText(z.string({ error }).trim().max(max, `must be at most ${max} characters`));

/** A record id as the API hands it out (text; the spec's `_id`). */
export const Id = storableText(z.string({ error: 'must be an id (text)' }).trim().min(1, 'must not be empty').max(64, 'is too long'));

/** The calendar days any call accepts: the business's own lifetime, with room to spare. */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';

/** A calendar day as the spec sends it: YYYY-MM-DD, a real date within FIRST_DATE..LAST_DATE. */
export const IsoDate = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a real calendar date')
  // Year 0000 and the like would reach PostgreSQL as an error; no booking lives outside this range.
  .refine((s) => s >= FIRST_DATE && s <= LAST_DATE, `must be a date from ${FIRST_DATE} to ${LAST_DATE}`);

/** A clock time of day, HH:MM in 24 hours. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time as HH:MM');

/** Rupees with at most two decimals (whole paise), as every amount crosses the wire; paise inside the server. */
export const Rupees = z
  .number({ error: 'must be an amount in rupees (a number)' })
  .finite()
  .nonnegative('must not be negative')
  // n * 100 of a two-decimal amount is within float noise of a whole number (2149.99 * 100 = 214998.99999999997).
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must be rupees with at most two decimals');

/** The spec's two-valued flags. */
export const YesNo = z.enum(['Yes', 'No']);

export const Email = storableText(z.string({ error: 'must be an e-mail address' }).trim().max(254)).pipe(
  z.email('must be a valid e-mail address'),
);

/** Enquiry mobile: exactly 10 digits. */
export const Mobile10 = z
  .string({ error: 'must be a 10-digit mobile number' })
  .trim()
  .regex(/^\d{10}$/, 'must be exactly 10 digits');

/** Booking phone: 10 digits starting with 6, 7, 8 or 9. */
export const IndianMobile = z
  .string({ error: 'must be a 10-digit mobile number' })
  .trim()
  .regex(/^[6-9]\d{9}$/, 'must be 10 digits starting with 6, 7, 8 or 9');

export const RequiredText = (max = 200) =>
  storableText(z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`));

/**
 * What has no place in a name: control characters (C0, DEL and C1; NUL has storableText's own
 * message), invisible format characters (zero-width space, the direction marks, embeddings,
 * overrides and isolates that reorder what a name shows, word joiner, byte order mark, soft hyphen)
 * and line and paragraph separators. A name is printed on a cake, an invoice and the staff's call
 * sheet, where these hide or scramble it. ZWNJ and ZWJ (U+200C, U+200D) stay: Indic scripts need
 * them to choose a conjunct's form (and emoji sequences use ZWJ).
 */
const NOT_IN_A_NAME = /(?![\u0000\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const NAME_CHARACTERS_MESSAGE =
  'must not contain control or invisible formatting characters (please type the name again without them)';

/** The rule of every name the API takes (a person's, an event's), on top of its text schema. */
export const nameText = <T extends z.ZodString>(schema: T) => schema.refine((s) => !NOT_IN_A_NAME.test(s), NAME_CHARACTERS_MESSAGE);

/** A name that must be given, of at most `max` characters. */
export const RequiredName = (max = 100) => nameText(RequiredText(max));

/** A name that may be empty, of at most `max` characters. */
export const OptionalName = (max = 100) => nameText(Text(max));

/** A path under the API's media base, or an absolute URL. */
export const MediaPath = z.string();

export const CakeType = z.enum(['egg', 'eggless']);
