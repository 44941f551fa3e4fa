import type { GalleryItem } from '../api/content.ts';
import { buildCall } from './buildClient.ts';

/** Every gallery image, in the API's order (web/getallgallery). */
export async function getGallery(): Promise<GalleryItem[]> {
  return (await buildCall('gallery')).gallerys;
}
