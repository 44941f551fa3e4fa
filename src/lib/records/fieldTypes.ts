import { z } from 'zod';
import { PRICE_MAX, WholeRupees } from '../api/deskCatalogue.ts';
import { MediaImagePath } from '../api/deskContent.ts';
import { ClockTime, IsoDate, RequiredText, Text } from '../api/fields.ts';

/**
 * The fields a record kind is made of (kinds/*.ts): each a zod schema the server validates a save
 * with, carrying in its `meta` how the desk asks for it (its label and input).
 */

export interface FieldMeta {
  label: string;
  /** How the desk asks for it; by default from the schema (text, number, checkbox, select). */
  input?: 'textarea' | 'richtext' | 'image' | 'images' | 'rupees' | 'lines' | 'time' | 'url' | 'date';
  /** A select of the records of this kind (the id is stored): 'addon-category', 'food-category'. */
  ref?: 'addon-category' | 'food-category';
  hint?: string;
  /** A rich text shown on a page of this title, which drops the text's first heading when it repeats the title (its preview does as the page does). */
  pageTitle?: string;
}

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta });

/** The meta a field was declared with. */
export const fieldMeta = (schema: z.ZodType): FieldMeta => (schema.meta() ?? { label: '' }) as unknown as FieldMeta;

export const Rupees = (label: string) => field(WholeRupees, { label, input: 'rupees' });
/** A dish's price at the venue's counter; empty for one the counter does not sell (the site's menu shows no prices). */
export const VenuePrice = field(WholeRupees.nullable().default(null), {
  label: 'Price at the venue (₹)',
  input: 'rupees',
  hint: 'Leave empty if the counter does not sell it.',
});
export const Count = (label: string, min: number, max: number) =>
  field(
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
    { label },
  );
export const Image = (label = 'Photo') =>
  field(MediaImagePath, { label, input: 'image', hint: 'Upload it on Images, then choose it here.' });
export const Lines = (label: string, hint: string) =>
  field(z.array(RequiredText(200), { error: 'must be a list of lines' }).max(20, 'must hold at most 20 lines'), {
    label,
    input: 'lines',
    hint,
  });
/** Where the record shows among its kind: 1 first. */
export const Position = field(
  z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(999, 'must be at most 999'),
  {
    label: 'Position',
    hint: '1 shows first.',
  },
);
export const Url = (label: string) =>
  field(
    Text(300).refine((s) => s === '' || /^https:\/\/[^\s<>"]+$/.test(s), 'must be an https:// address, or empty'),
    { label, input: 'url' },
  );
/**
 * A format checked by its pattern alone, given the most characters it can have, so that the save's
 * body limit can count it (largestJsonBytes, jsonSize.ts); a longer one is refused with the
 * pattern's own message, once.
 */
const bounded = (schema: z.ZodType<string, string>, most: number, error: string) =>
  z.string({ error }).max(most, { error, abort: true }).pipe(schema);
export const Time = bounded(ClockTime, 5, 'must be a time as HH:MM');
export const DateOrEmpty = z.union([z.literal(''), bounded(IsoDate, 10, 'must be a date as YYYY-MM-DD')], {
  error: 'must be a date as YYYY-MM-DD, or empty',
});

/** The most characters of a rich text (a policy, About). */
export const RICH_TEXT_MAX = 50_000;
/** HTML the site sanitises before it shows it; the editor only makes what the sanitiser keeps. */
export const RichText = (label: string, pageTitle?: string) => field(RequiredText(RICH_TEXT_MAX), { label, input: 'richtext', pageTitle });

/** What customers type at checkout (the coupons table holds codes upper case). */
export const CouponCode = RequiredText(40).refine((s) => /^[A-Z0-9]+$/.test(s), 'must be capital letters and digits only');
