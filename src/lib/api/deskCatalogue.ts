import { z } from 'zod';
import { envelope } from './envelope.ts';
import { MediaImagePath } from './deskContent.ts';
import { Id } from './fields.ts';

/**
 * The editors' catalogue (calls under /v1/desk/catalogue/): a theatre's prices, edited as a draft
 * until Publish, saved with the version read (If-Match). Rupees on the wire, whole ones: the site
 * shows whole rupees (the public Theatre's prices).
 */

export const PRICE_MAX = 100_000;
/** Whole rupees, as the site shows prices: every price the editors set. */
export const WholeRupees = z
  .number({ error: 'must be an amount in rupees' })
  .int('must be whole rupees')
  .min(0, 'must not be negative')
  .max(PRICE_MAX, `must be at most ${PRICE_MAX}`);

export const TheatrePriceFields = z.object({
  /** A full slot (2.5 or 3 hours). */
  offerPrice: WholeRupees,
  /** A 90-minute slot. */
  ninetyPrice: WholeRupees,
  /** Each person beyond those included, in a full slot. */
  extraPersonPrice: WholeRupees,
  /** Each person beyond those included, in a 90-minute slot. */
  ninetyExtraPersonPrice: WholeRupees,
});
export type TheatrePriceFields = z.infer<typeof TheatrePriceFields>;

export const DeskTheatrePrices = z.object({
  id: z.string(),
  name: z.string(),
  branch: z.string(),
  version: z.number().int(),
  state: z.enum(['live', 'changed']),
  prices: TheatrePriceFields,
  /** What the site shows and charges now. */
  live: TheatrePriceFields,
  updatedBy: z.string(),
  /** Its photos (the first is its card's picture), a record of their own with their own version. */
  photos: z.object({
    version: z.number().int(),
    state: z.enum(['live', 'changed']),
    images: z.array(z.string()),
    live: z.array(z.string()),
    updatedBy: z.string(),
  }),
});
export type DeskTheatrePrices = z.infer<typeof DeskTheatrePrices>;

export const PHOTOS_MAX = 12;
export const TheatrePhotosSaveRequest = z.object({
  id: Id,
  images: z
    .array(MediaImagePath)
    .min(1, 'must hold at least one photo')
    .max(PHOTOS_MAX, `must hold at most ${PHOTOS_MAX} photos`)
    .refine((xs) => new Set(xs).size === xs.length, 'must name each photo once'),
});

export const CatalogueTheatresResponse = envelope({ theatres: z.array(DeskTheatrePrices) });
export const TheatrePriceSaveRequest = TheatrePriceFields.extend({ id: Id });
export const TheatrePriceResponse = envelope({ theatre: DeskTheatrePrices });
