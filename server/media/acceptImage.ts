import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '../../src/lib/api/deskImages.ts';
import {
  ANIMATED_IMAGE,
  DAMAGED_IMAGE,
  EMPTY_IMAGE,
  formatNotAccepted,
  HEIC_IMAGE,
  MAX_MEGAPIXELS,
  NOT_AN_IMAGE,
  TOO_LARGE,
  tooManyPixels,
  type ImageRefusal,
} from './imageRefusals.ts';
import { imageSignature } from './imageSignature.ts';

/** Wider than any place the site shows an image; the build makes its own smaller sizes from this. */
export const MAX_WIDTH = 2400;
/**
 * A decompression bomb (a small file declaring huge dimensions) is refused by its header, before a
 * pixel is decoded; 50 megapixels still takes a phone's full-resolution photo.
 */
export const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
const QUALITY = 82;

export interface AcceptedImage {
  /** The image as it is stored: re-encoded, upright, at most MAX_WIDTH wide, without any metadata. */
  data: Buffer;
  format: 'jpeg' | 'webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
  /** What was sent, for the audit log. */
  sent: { format: 'jpeg' | 'png' | 'webp'; width: number; height: number; bytes: number };
}

export type ImageOutcome = { accepted: AcceptedImage; refused?: undefined } | { accepted?: undefined; refused: ImageRefusal };

const refuse = (refused: ImageRefusal): ImageOutcome => ({ refused });

/**
 * Bytes in, the image to store out, or the reason it is refused. Decided by the bytes alone: their
 * signature, then the decoder's reading of the header, then a full decode. The file is decoded
 * and encoded again, never passed through, so whatever else it carried (EXIF with the place a photo
 * was taken, an ICC profile, comments, data appended after the image) is not kept: sharp writes no
 * metadata unless asked to (withMetadata), and it is not asked.
 */
export async function acceptImage(sent: Uint8Array): Promise<ImageOutcome> {
  if (sent.byteLength === 0) return refuse(EMPTY_IMAGE);
  if (sent.byteLength > IMAGE_MAX_BYTES) return refuse(TOO_LARGE);
  const signature = imageSignature(sent);
  if (signature === 'heic') return refuse(HEIC_IMAGE);
  if (signature === 'unknown') return refuse(NOT_AN_IMAGE);
  if (signature !== 'jpeg' && signature !== 'png' && signature !== 'webp') return refuse(formatNotAccepted(signature));

  let header: Metadata;
  try {
    // The header only: nothing is decoded yet.
    header = await sharp(sent).metadata();
  } catch {
    return refuse(DAMAGED_IMAGE);
  }
  const { width = 0, height = 0 } = header;
  if (header.format !== signature || width < 1 || height < 1) return refuse(DAMAGED_IMAGE);
  if ((header.pages ?? 1) > 1) return refuse(ANIMATED_IMAGE);
  if (width * height > MAX_PIXELS) return refuse(tooManyPixels(width, height));

  // Transparency needs a format that keeps it; anything else is a photo, and JPEG is what every device shows.
  const transparent = header.hasAlpha === true;
  try {
    const pipeline = sharp(sent, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      // First, so a phone photo stored sideways with an orientation tag stands upright without the tag.
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const { data, info } = await (transparent ? pipeline.webp({ quality: QUALITY }) : pipeline.jpeg({ quality: QUALITY, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
    return {
      accepted: {
        data,
        format: transparent ? 'webp' : 'jpeg',
        extension: transparent ? 'webp' : 'jpg',
        width: info.width,
        height: info.height,
        sent: { format: signature, width, height, bytes: sent.byteLength },
      },
    };
  } catch {
    // A truncated or corrupt file passes the header and fails here, at its first bad pixel row.
    return refuse(DAMAGED_IMAGE);
  }
}
