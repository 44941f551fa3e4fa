import { IMAGE_TOO_LARGE } from '../../src/lib/api/deskImages.ts';
import type { ImageSignature } from './imageSignature.ts';

/**
 * Why an upload was refused, each in a sentence that says what to do instead: an editor reads it at
 * the Image field. 413 and 415 where HTTP has a word for it, else 400.
 */
export interface ImageRefusal {
  status: 400 | 413 | 415;
  message: string;
}

export const MAX_MEGAPIXELS = 50;

export const EMPTY_IMAGE: ImageRefusal = {
  status: 400,
  message: 'The image file is empty (0 bytes). Please choose the image again; if it was still downloading, wait until it has finished.',
};

export const TOO_LARGE: ImageRefusal = { status: 413, message: IMAGE_TOO_LARGE };

export const HEIC_IMAGE: ImageRefusal = {
  status: 415,
  message: 'HEIC photos: please export as JPEG, then upload the JPEG file.',
};

export const NOT_AN_IMAGE: ImageRefusal = {
  status: 415,
  message: 'This file is not a JPEG, PNG or WebP image (whatever its name says). Please choose a photo, or export the image as JPEG.',
};

/** A known image format that the site does not take. */
export const formatNotAccepted = (format: Exclude<ImageSignature, 'jpeg' | 'png' | 'webp' | 'heic' | 'unknown'>): ImageRefusal => ({
  status: 415,
  message: `${format.toUpperCase()} images are not accepted: only JPEG, PNG and WebP. Please export the image as JPEG (or PNG, to keep transparency).`,
});

export const DAMAGED_IMAGE: ImageRefusal = {
  status: 400,
  message:
    'The image could not be read: the file is damaged or incomplete (perhaps it did not finish copying). Please export or download it again and upload the new file.',
};

export const ANIMATED_IMAGE: ImageRefusal = {
  status: 400,
  message: 'Animated images are not accepted. Please upload a still image (JPEG, PNG or WebP).',
};

export const tooManyPixels = (width: number, height: number): ImageRefusal => ({
  status: 400,
  message: `The image is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels): at most ${MAX_MEGAPIXELS} megapixels are accepted. Please resize it (2400 pixels wide is plenty) and upload it again.`,
});
