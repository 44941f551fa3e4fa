import { IMAGE_ALT_MAX, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../lib/api/deskImages.ts';
import { sizeLabel } from './sizeLabel.ts';

/**
 * The upload form's own checks, by the limits the server applies (deskImages.ts), so that an editor
 * learns at the field before megabytes are sent. The server checks again, by the file's bytes.
 */

const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** What is wrong with the chosen file, or undefined. */
export function imageFileMessage(file: File | undefined): string | undefined {
  if (!file) return 'Please choose an image.';
  if (file.size === 0) return 'This file is empty (0 bytes). Please choose the image again.';
  if (file.size > IMAGE_MAX_BYTES)
    return `This image is ${sizeLabel(file.size)}: at most ${sizeLabel(IMAGE_MAX_BYTES)} is accepted. Please export it smaller and choose that.`;
  if (HEIC_TYPES.has(file.type)) return 'HEIC photos: please export as JPEG, then choose the JPEG file.';
  // A file the device cannot name is left to the server, which reads what it is from its bytes.
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG or WebP image.';
  return undefined;
}

/** What is wrong with the alt text, or undefined. */
export function altTextMessage(alt: string): string | undefined {
  if (!alt.trim()) return 'Please describe the image: what should someone who cannot see it know?';
  if (alt.trim().length > IMAGE_ALT_MAX) return `The alt text must be at most ${IMAGE_ALT_MAX} characters.`;
  return undefined;
}
