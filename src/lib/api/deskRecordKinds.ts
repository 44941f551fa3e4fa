import { z } from 'zod';
import { MediaImagePath } from './deskContent.ts';
import { ClockTime, RequiredName, RequiredText, Text } from './fields.ts';

/**
 * The records the editors' desk edits through one mechanism (calls under /v1/desk/records/): each
 * kind's fields as a zod schema, which the server validates a save with and the desk draws its form
 * from (each field's `meta`: its label and input). The build checks the same content with the public
 * schemas (content.ts, catalogue.ts), which accept everything these do.
 */

export interface FieldMeta {
  label: string;
  /** How the desk asks for it; by default from the schema (text, number, checkbox, select). */
  input?: 'textarea' | 'richtext' | 'image' | 'rupees' | 'lines' | 'time' | 'url';
  /** A select of the records of this kind (the id is stored): 'addon-category', 'food-category'. */
  ref?: 'addon-category' | 'food-category';
  hint?: string;
}

const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta });

/** The meta a field was declared with. */
export const fieldMeta = (schema: z.ZodType): FieldMeta => (schema.meta() ?? { label: '' }) as unknown as FieldMeta;

export const RUPEES_MAX = 100_000;
const Rupees = (label: string) =>
  field(
    z
      .number({ error: 'must be an amount in rupees' })
      .int('must be whole rupees')
      .min(0, 'must not be negative')
      .max(RUPEES_MAX, `must be at most ${RUPEES_MAX}`),
    { label, input: 'rupees' },
  );
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
/** HTML the site sanitises before it shows it; the editor only makes what the sanitiser keeps. */
const RichText = (label: string) => field(RequiredText(50_000), { label, input: 'richtext' });

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

const Offer = z.object({
  title: field(RequiredText(120), { label: 'Title' }),
  description: field(RequiredText(500), { label: 'Description', input: 'textarea' }),
  code: field(
    RequiredText(40).refine((s) => /^[A-Z0-9]+$/.test(s), 'must be capital letters and digits only'),
    { label: 'Coupon code' },
  ),
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
  termsAndCondition: RichText('Terms & Conditions'),
  privacyPolicy: RichText('Privacy Policy'),
  refundPolicy: RichText('Refund Policy'),
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
    fromTime: field(ClockTime, { label: 'From', input: 'time' }),
    toTime: field(ClockTime, { label: 'To', input: 'time' }),
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
    code: field(
      RequiredText(40).refine((s) => /^[A-Z0-9]+$/.test(s), 'must be capital letters and digits only'),
      { label: 'Code' },
    ),
    kind: field(z.enum(['Percentage', 'Fixed'], { error: 'must be Percentage or Fixed' }), { label: 'Discount' }),
    value: Count('Amount (percent, or ₹ when Fixed)', 1, RUPEES_MAX),
    planType: field(z.enum(['any', 'normal', 'combo'], { error: 'must be any, normal or combo' }), { label: 'For plan' }),
    minAmount: Rupees('Least sub total (₹)'),
    maxDiscount: Rupees('Most taken off (₹, 0 for no limit)'),
    active: field(z.boolean({ error: 'must be true or false' }), { label: 'Active' }),
  })
  .refine((c) => c.kind !== 'Percentage' || c.value <= 100, { path: ['value'], message: 'must be at most 100 percent' });

export const RECORD_KINDS = {
  'home-slide': { title: 'Home banner', one: 'banner slide', section: 'content', page: '/', fields: Slide, adds: true, removes: true },
  highlight: { title: 'Home highlights', one: 'highlight', section: 'content', page: '/', fields: Highlight, adds: true, removes: true },
  offer: { title: 'Home offer', one: 'offer', section: 'content', page: '/', fields: Offer, adds: false, removes: false },
  about: { title: 'About', one: 'About text', section: 'content', page: '/about', fields: About, adds: false, removes: false },
  'about-feature': {
    title: 'About: features',
    one: 'feature',
    section: 'content',
    page: '/about',
    fields: AboutFeature,
    adds: true,
    removes: true,
  },
  testimonial: {
    title: 'Testimonials',
    one: 'testimonial',
    section: 'content',
    page: '/Reviews',
    fields: Testimonial,
    adds: true,
    removes: true,
  },
  policies: { title: 'Policies', one: 'policies', section: 'content', page: '/Terms', fields: Policies, adds: false, removes: false },
  gallery: { title: 'Gallery', one: 'photo', section: 'content', page: '/gallery', fields: GalleryPhoto, adds: true, removes: true },
  'food-category': {
    title: 'Food menu: categories',
    one: 'category',
    section: 'content',
    page: '/Food',
    fields: FoodCategory,
    adds: true,
    removes: false,
  },
  food: { title: 'Food menu', one: 'dish', section: 'content', page: '/Food', fields: Food, adds: true, removes: true },
  branch: { title: 'Branches', one: 'branch', section: 'catalogue', page: '/theaters', fields: Branch, adds: false, removes: false },
  theatre: { title: 'Theatres', one: 'theatre', section: 'catalogue', page: '/theaters', fields: Theatre, adds: false, removes: false },
  slot: { title: 'Slot times', one: 'slot', section: 'catalogue', page: '/theaters', fields: Slot, adds: false, removes: false },
  occasion: {
    title: 'Occasions',
    one: 'occasion',
    section: 'catalogue',
    page: '/Occassions',
    fields: Occasion,
    adds: true,
    removes: false,
  },
  cake: { title: 'Cakes', one: 'cake', section: 'catalogue', page: '/cakes', fields: Cake, adds: true, removes: true },
  'addon-category': {
    title: 'Add-on categories',
    one: 'category',
    section: 'catalogue',
    page: '/addons',
    fields: AddonCategory,
    adds: true,
    removes: false,
  },
  addon: { title: 'Add-ons', one: 'add-on', section: 'catalogue', page: '/addons', fields: Addon, adds: true, removes: true },
  plan: { title: 'Combo plans', one: 'plan', section: 'catalogue', page: '/ComboPlans', fields: Plan, adds: false, removes: false },
  coupon: { title: 'Coupons', one: 'coupon', section: 'catalogue', page: '/Checkout', fields: Coupon, adds: true, removes: false },
} as const satisfies Record<
  string,
  { title: string; one: string; section: 'content' | 'catalogue'; page: string; fields: z.ZodType; adds: boolean; removes: boolean }
>;

export type RecordKind = keyof typeof RECORD_KINDS;
export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKind[];
export const isRecordKind = (k: string): k is RecordKind => k in RECORD_KINDS;

/** A kind's fields in the form's order (a refine keeps the object schema in zod 4). */
export const shapeOf = (kind: RecordKind): Record<string, z.ZodType> => RECORD_KINDS[kind].fields.shape as Record<string, z.ZodType>;

/** How a record reads in lists and in the history: its name, title or code, else its kind. */
export function recordLabel(kind: RecordKind, data: Record<string, unknown> | null | undefined): string {
  const k = RECORD_KINDS[kind];
  const named = data?.name ?? data?.title ?? data?.code ?? data?.alt;
  if (typeof named === 'string' && named)
    return `${k.one[0].toUpperCase()}${k.one.slice(1)} "${named.length > 60 ? `${named.slice(0, 57)}...` : named}"`;
  if (typeof data?.fromTime === 'string') return `Slot ${data.fromTime}–${data.toTime as string}`;
  return k.title;
}
