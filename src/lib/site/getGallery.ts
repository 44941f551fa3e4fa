import type { GalleryItem } from '../api/content.ts';
import { buildCallOnce } from './buildCallOnce.ts';

/** Every gallery image, in the API's order (web/getallgallery). */
export async function getGallery(): Promise<GalleryItem[]> {
  return (await buildCallOnce('gallery')).gallerys;
}
