import { formatSlot } from '../profile/bookingView.ts';

/**
 * The kinds of records the desk edits through one mechanism: what each is called, where it shows,
 * whether records are added and removed. Apart from their fields (deskRecordKinds.ts, zod): the
 * desk's history and its list of changes read these without fetching every schema.
 */

export const RECORD_KIND_INFO = {
  'home-slide': { title: 'Home banner', one: 'banner slide', section: 'content', page: '/', adds: true, removes: true },
  highlight: { title: 'Home highlights', one: 'highlight', section: 'content', page: '/', adds: true, removes: true },
  offer: { title: 'Home offer', one: 'offer', section: 'content', page: '/', adds: false, removes: false },
  about: { title: 'About', one: 'About text', section: 'content', page: '/about', adds: false, removes: false },
  'about-feature': { title: 'About: features', one: 'feature', section: 'content', page: '/about', adds: true, removes: true },
  testimonial: { title: 'Testimonials', one: 'testimonial', section: 'content', page: '/Reviews', adds: true, removes: true },
  policies: { title: 'Policies', one: 'policies', section: 'content', page: '/Terms', adds: false, removes: false },
  gallery: { title: 'Gallery', one: 'photo', section: 'content', page: '/gallery', adds: true, removes: true },
  'food-category': { title: 'Food menu: categories', one: 'category', section: 'content', page: '/Food', adds: true, removes: false },
  food: { title: 'Food menu', one: 'dish', section: 'content', page: '/Food', adds: true, removes: true },
  branch: { title: 'Branches', one: 'branch', section: 'catalogue', page: '/theaters', adds: false, removes: false },
  theatre: { title: 'Theatres', one: 'theatre', section: 'catalogue', page: '/theaters', adds: false, removes: false },
  slot: { title: 'Slot times', one: 'slot', section: 'catalogue', page: '/theaters', adds: false, removes: false },
  occasion: { title: 'Occasions', one: 'occasion', section: 'catalogue', page: '/Occassions', adds: true, removes: false },
  cake: { title: 'Cakes', one: 'cake', section: 'catalogue', page: '/cakes', adds: true, removes: true },
  'addon-category': { title: 'Add-on categories', one: 'category', section: 'catalogue', page: '/addons', adds: true, removes: false },
  addon: { title: 'Add-ons', one: 'add-on', section: 'catalogue', page: '/addons', adds: true, removes: true },
  plan: { title: 'Combo plans', one: 'plan', section: 'catalogue', page: '/ComboPlans', adds: false, removes: false },
  coupon: { title: 'Coupons', one: 'coupon', section: 'catalogue', page: '/Checkout', adds: true, removes: false },
} as const satisfies Record<
  string,
  { title: string; one: string; section: 'content' | 'catalogue'; page: string; adds: boolean; removes: boolean }
>;

export type RecordKind = keyof typeof RECORD_KIND_INFO;
export const RECORD_KIND_NAMES = Object.keys(RECORD_KIND_INFO) as RecordKind[];
export const isRecordKind = (k: string): k is RecordKind => k in RECORD_KIND_INFO;

/** A text cut to a line of a list: at most `max` characters. */
export const shortText = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** One record of the kind, as a sentence starts: 'Cake', 'Banner slide'. */
export const oneOf = (kind: RecordKind): string => {
  const one = RECORD_KIND_INFO[kind].one;
  return `${one[0].toUpperCase()}${one.slice(1)}`;
};

/** How a record reads in lists and in the history: its name, title or code, else its kind. */
export function recordLabel(kind: RecordKind, data: Record<string, unknown> | null | undefined): string {
  const named = data?.name ?? data?.title ?? data?.code ?? data?.alt;
  if (typeof named === 'string' && named) return `${oneOf(kind)} "${shortText(named)}"`;
  if (typeof data?.fromTime === 'string' && typeof data.toTime === 'string')
    return `Slot ${formatSlot({ fromTime: data.fromTime, toTime: data.toTime })}`;
  return RECORD_KIND_INFO[kind].title;
}
