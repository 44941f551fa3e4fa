import type { z } from 'zod';
import { homeSlide } from '../records/kinds/homeSlide.ts';
import { highlight } from '../records/kinds/highlight.ts';
import { offer } from '../records/kinds/offer.ts';
import { popup } from '../records/kinds/popup.ts';
import { about } from '../records/kinds/about.ts';
import { aboutFeature } from '../records/kinds/aboutFeature.ts';
import { testimonial } from '../records/kinds/testimonial.ts';
import { policies } from '../records/kinds/policies.ts';
import { faq } from '../records/kinds/faq.ts';
import { gallery } from '../records/kinds/gallery.ts';
import { foodCategory } from '../records/kinds/foodCategory.ts';
import { food } from '../records/kinds/food.ts';
import { branch } from '../records/kinds/branch.ts';
import { theatre } from '../records/kinds/theatre.ts';
import { theatrePrice } from '../records/kinds/theatrePrice.ts';
import { theatrePhotos } from '../records/kinds/theatrePhotos.ts';
import { slot } from '../records/kinds/slot.ts';
import { occasion } from '../records/kinds/occasion.ts';
import { cake } from '../records/kinds/cake.ts';
import { addonCategory } from '../records/kinds/addonCategory.ts';
import { addon } from '../records/kinds/addon.ts';
import { plan } from '../records/kinds/plan.ts';
import { coupon } from '../records/kinds/coupon.ts';

/**
 * The records the editors' desk edits through one mechanism (calls under /v1/desk/records/), each
 * kind defined in its own file (src/lib/records/kinds/): its fields, which the server validates a
 * save with and the desk draws its form from, where it is stored and its checks. In the order a
 * Publish writes them (a new category before the add-ons in it). The build checks the same content
 * with the public schemas (content.ts, catalogue.ts), which accept everything these do.
 */
export const RECORD_KINDS = {
  'home-slide': homeSlide,
  highlight,
  offer,
  popup,
  about,
  'about-feature': aboutFeature,
  testimonial,
  policies,
  faq,
  gallery,
  'food-category': foodCategory,
  food,
  branch,
  theatre,
  'theatre-price': theatrePrice,
  'theatre-photos': theatrePhotos,
  slot,
  occasion,
  cake,
  'addon-category': addonCategory,
  addon,
  plan,
  coupon,
} as const;

export type RecordKind = keyof typeof RECORD_KINDS;
export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKind[];
export const isRecordKind = (k: string): k is RecordKind => Object.hasOwn(RECORD_KINDS, k);

/** A kind's fields in the form's order (a refine keeps the object schema in zod 4). */
export const shapeOf = (kind: RecordKind): Record<string, z.ZodType> => RECORD_KINDS[kind].fields.shape as Record<string, z.ZodType>;
