import { z } from 'zod';
import { PRICE_MAX, WholeRupees } from './deskCatalogue.ts';
import { MediaImagePath } from './deskContent.ts';
import { RECORD_KIND_INFO, RECORD_KIND_NAMES, type RecordKind } from './deskRecordNames.ts';
import { ClockTime, IsoDate, RequiredName, RequiredText, Text } from './fields.ts';

/**
 * The records the editors' desk edits through one mechanism (calls under /v1/desk/records/): each
 * kind's fields as a zod schema, which the server validates a save with and the desk draws its form
 * from (each field's `meta`: its label and input). The build checks the same content with the public
 * schemas (content.ts, catalogue.ts), which accept everything these do.
 */

export interface FieldMeta {
  label: string;
  /** How the desk asks for it; by default from the schema (text, number, checkbox, select). */
  input?: 'textarea' | 'richtext' | 'image' | 'rupees' | 'lines' | 'time' | 'url' | 'date';
  /** A select of the records of this kind (the id is stored): 'addon-category', 'food-category'. */
  ref?: 'addon-category' | 'food-category';
  hint?: string;
  /** A rich text shown on a page of this title, which drops the text's first heading when it repeats the title (its preview does as the page does). */
  pageTitle?: string;
}

const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta });

/** The meta a field was declared with. */
export const fieldMeta = (schema: z.ZodType): FieldMeta => (schema.meta() ?? { label: '' }) as unknown as FieldMeta;

const Rupees = (label: string) => field(WholeRupees, { label, input: 'rupees' });
const Count = (label: string, min: number, max: number) =>
  field(
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
    { label },
  );
const Image = (label = 'Photo') => field(MediaImagePath, { label, input: 'image', hint: 'Upload it on Images, then choose it here.' });
const Lines = (label: string, hint: string) =>
  field(z.array(RequiredText(200), { error: 'must be a list of lines' }).max(20, 'must hold at most 20 lines'), {
    label,
    input: 'lines',
    hint,
  });
/** Where the record shows among its kind: 1 first. */
const Position = field(
  z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(999, 'must be at most 999'),
  {
    label: 'Position',
    hint: '1 shows first.',
  },
);
const Url = (label: string) =>
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
const Time = bounded(ClockTime, 5, 'must be a time as HH:MM');
const DateOrEmpty = z.union([z.literal(''), bounded(IsoDate, 10, 'must be a date as YYYY-MM-DD')], {
  error: 'must be a date as YYYY-MM-DD, or empty',
});

/** The most characters of a rich text (a policy, About). */
export const RICH_TEXT_MAX = 50_000;
/** HTML the site sanitises before it shows it; the editor only makes what the sanitiser keeps. */
const RichText = (label: string, pageTitle?: string) => field(RequiredText(RICH_TEXT_MAX), { label, input: 'richtext', pageTitle });

const Slide = z.object({
  image: Image('Banner image'),
  title: field(Text(120), { label: 'Title' }),
  subtitle: field(Text(200), { label: 'Subtitle' }),
  position: Position,
});

const Highlight = z.object({
  image: Image(),
  title: field(RequiredText(120), { label: 'Title' }),
  features: Lines('What it offers', 'One per line.'),
  position: Position,
});

/** What customers type at checkout (the coupons table holds codes upper case). */
const CouponCode = RequiredText(40).refine((s) => /^[A-Z0-9]+$/.test(s), 'must be capital letters and digits only');

const Offer = z.object({
  title: field(RequiredText(120), { label: 'Title' }),
  description: field(RequiredText(500), { label: 'Description', input: 'textarea' }),
  code: field(CouponCode, { label: 'Coupon code' }),
});

const About = z.object({
  title: field(RequiredText(120), { label: 'Title' }),
  description: RichText('Text'),
  image: Image(),
});

const AboutFeature = z.object({
  title: field(RequiredText(120), { label: 'Title' }),
  description: field(RequiredText(1000), { label: 'Description', input: 'textarea' }),
  image: Image(),
  position: Position,
});

const Testimonial = z.object({
  name: field(RequiredName(100), { label: 'Name' }),
  location: field(Text(100), { label: 'Place' }),
  rating: Count('Rating (1 to 5)', 1, 5),
  description: field(RequiredText(1000), { label: 'Review', input: 'textarea' }),
  occasion: field(Text(100), { label: 'Occasion' }),
  position: Position,
});

const Policies = z.object({
  // Each page's title, as src/pages gives it to PolicyPage.
  termsAndCondition: RichText('Terms & Conditions', 'Terms and Conditions'),
  privacyPolicy: RichText('Privacy Policy', 'Privacy Policy'),
  refundPolicy: RichText('Refund Policy', 'Refund Policy'),
});

const GalleryPhoto = z.object({
  image: Image(),
  alt: field(RequiredText(200), { label: 'Alt text', hint: 'What the photo shows, for people who cannot see it.' }),
  position: Position,
});

const FoodCategory = z.object({ name: field(RequiredText(80), { label: 'Name' }), position: Position });
const Food = z.object({
  categoryId: field(RequiredText(64), { label: 'Category', ref: 'food-category' }),
  name: field(RequiredText(120), { label: 'Name' }),
  foodType: field(z.enum(['Veg', 'Non-veg'], { error: 'must be Veg or Non-veg' }), { label: 'Veg or non-veg' }),
  image: Image(),
  position: Position,
});

const Branch = z.object({
  name: field(RequiredText(120), { label: 'Name' }),
  city: field(RequiredText(80), { label: 'City' }),
  landmark: field(Text(200), { label: 'Landmark' }),
  addressLine1: field(Text(200), { label: 'Address line 1' }),
  addressLine2: field(Text(200), { label: 'Address line 2' }),
  mapUrl: Url('Map link'),
  parking: field(z.boolean({ error: 'must be true or false' }), { label: 'Parking available' }),
});

const Theatre = z
  .object({
    name: field(RequiredText(120), { label: 'Name' }),
    description: field(Text(2000), { label: 'Description', input: 'textarea' }),
    maxSeating: Count('Seats', 1, 100),
    maxPeople: Count('People included in the price', 1, 100),
    video: Url('Video link'),
    active: field(z.boolean({ error: 'must be true or false' }), { label: 'Open for booking', hint: 'Off: the site no longer shows it.' }),
  })
  .refine((t) => t.maxSeating >= t.maxPeople, { path: ['maxPeople'], message: 'must be at most the seats' });

const Slot = z
  .object({
    // 24:00 ends a slot at midnight; none starts there (the day's 00:00 does).
    fromTime: field(
      Time.refine((t) => t !== '24:00', 'must be a time from 00:00 to 23:59'),
      { label: 'From', input: 'time' },
    ),
    toTime: field(Time, { label: 'To', input: 'time' }),
    active: field(z.boolean({ error: 'must be true or false' }), { label: 'Bookable' }),
  })
  .refine((s) => s.fromTime !== s.toTime, { path: ['toTime'], message: 'must not be the same as From' });

const Occasion = z.object({
  name: field(RequiredText(80), { label: 'Name' }),
  price: Rupees('Price (₹)'),
  image: Image(),
  position: Position,
});

const Cake = z.object({
  name: field(RequiredText(120), { label: 'Name' }),
  cakeType: field(z.enum(['egg', 'eggless'], { error: 'must be egg or eggless' }), { label: 'Egg or eggless' }),
  isPremium: field(z.boolean({ error: 'must be true or false' }), { label: 'Premium' }),
  price: Rupees('Price per 500 g (₹)'),
  image: Image(),
  position: Position,
});

const AddonCategory = z.object({ name: field(RequiredText(80), { label: 'Name' }), position: Position });
const Addon = z.object({
  categoryId: field(RequiredText(64), { label: 'Category', ref: 'addon-category' }),
  name: field(RequiredText(120), { label: 'Name' }),
  price: Rupees('Price (₹)'),
  image: Image(),
  position: Position,
});

const Plan = z.object({
  name: field(RequiredText(120), { label: 'Name' }),
  noOfPersons: Count('People included', 1, 100),
  price: Rupees('Price before the offer (₹)'),
  offerPrice: Rupees('Price, full slot (₹)'),
  ninetyPrice: Rupees('Price, 90-minute slot (₹)'),
  extraPersonPrice: Rupees('Each extra person (₹)'),
  benefits: Lines("What's included", 'One per line.'),
  notIncluded: Lines("What's not included", 'One per line.'),
});

const Coupon = z
  .object({
    code: field(CouponCode, { label: 'Code' }),
    kind: field(z.enum(['Percentage', 'Fixed'], { error: 'must be Percentage or Fixed' }), { label: 'Discount' }),
    value: Count('Amount (percent, or ₹ when Fixed)', 1, PRICE_MAX),
    planType: field(z.enum(['any', 'normal', 'combo'], { error: 'must be any, normal or combo' }), { label: 'For plan' }),
    minAmount: Rupees('Least sub total (₹)'),
    maxDiscount: Rupees('Most taken off (₹, 0 for no limit)'),
    validFrom: field(DateOrEmpty, {
      label: 'Valid from',
      input: 'date',
      hint: 'Empty: from now on.',
    }),
    validTo: field(DateOrEmpty, {
      label: 'Valid to',
      input: 'date',
      hint: 'Empty: no end. The last day it can be used.',
    }),
    maxUses: Count('Most uses (0 for no limit)', 0, 1_000_000),
    active: field(z.boolean({ error: 'must be true or false' }), { label: 'Active' }),
  })
  .refine((c) => c.kind !== 'Percentage' || c.value <= 100, { path: ['value'], message: 'must be at most 100 percent' })
  .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, { path: ['validTo'], message: 'must not be before Valid from' });

const FIELDS = {
  'home-slide': Slide,
  highlight: Highlight,
  offer: Offer,
  about: About,
  'about-feature': AboutFeature,
  testimonial: Testimonial,
  policies: Policies,
  gallery: GalleryPhoto,
  'food-category': FoodCategory,
  food: Food,
  branch: Branch,
  theatre: Theatre,
  slot: Slot,
  occasion: Occasion,
  cake: Cake,
  'addon-category': AddonCategory,
  addon: Addon,
  plan: Plan,
  coupon: Coupon,
} as const;

/** Each kind with its fields. */
export const RECORD_KINDS = Object.fromEntries(RECORD_KIND_NAMES.map((k) => [k, { ...RECORD_KIND_INFO[k], fields: FIELDS[k] }])) as {
  [K in RecordKind]: (typeof RECORD_KIND_INFO)[K] & { fields: (typeof FIELDS)[K] };
};

/** A kind's fields in the form's order (a refine keeps the object schema in zod 4). */
export const shapeOf = (kind: RecordKind): Record<string, z.ZodType> => RECORD_KINDS[kind].fields.shape as Record<string, z.ZodType>;

export { isRecordKind, RECORD_KIND_NAMES, recordLabel, type RecordKind } from './deskRecordNames.ts';
