import { z } from 'zod';
import { PageNumber } from './desk.ts';
import { envelope } from './envelope.ts';
import { nameText, storableText } from './fields.ts';

/**
 * Images on the editors' desk (calls under /v1/desk/images): uploaded with their alt text, checked
 * by their bytes, re-encoded without their metadata, and listed newest first. The desk's form checks
 * the same limits before sending, so a person learns at the field.
 */

/** The largest file the upload takes, as sent (413 above it). */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_TOO_LARGE = `The image is too large: at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB is accepted. Please export it smaller (2400 pixels wide is plenty) and upload that.`;
/** The types the desk's file input offers; the server decides by the bytes, not by the type sent. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ALT_MAX = 200;
export const IMAGES_PAGE_SIZE = 24;

const ALT_REQUIRED = 'is required: describe what the image shows, for people who cannot see it';
/** nameText's rule (no control or invisible formatting characters), said of alt text rather than of a name. */
const CLEAN_TEXT = nameText(z.string());

/** The alt text the site shows in place of the image: 1 to 200 characters on one line. */
export const AltText = storableText(
  z.string({ error: ALT_REQUIRED }).trim().min(1, ALT_REQUIRED).max(IMAGE_ALT_MAX, `must be at most ${IMAGE_ALT_MAX} characters`),
).refine(
  (s) => CLEAN_TEXT.safeParse(s).success,
  'must not contain control or invisible formatting characters (a line break, a tab): please type it again on one line',
);

/** The upload's query string: the file itself is the request body (its bytes, any of IMAGE_TYPES). */
export const ImageUploadRequest = z.object({ alt: AltText });

export const DeskImage = z.object({
  id: z.string(),
  /** Where the site serves it: /media/uploads/<id>.<ext>. */
  path: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The stored file's size. */
  bytes: z.number().int(),
  /** jpeg, or webp for an image with transparency. */
  format: z.enum(['jpeg', 'webp']),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type DeskImage = z.infer<typeof DeskImage>;

export const ImageResponse = envelope({ image: DeskImage });

export const ImageListRequest = z.object({ page: PageNumber.optional() });
export const ImageListResponse = envelope({
  /** Newest first. */
  images: z.array(DeskImage),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
