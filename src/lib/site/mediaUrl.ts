import { mediaUrlOn } from '../api/mediaUrl.ts';
import { BUILD_API_ORIGIN } from './buildClient.ts';

/**
 * Where the build reads an API image from. Images are fetched once at build time and re-encoded by
 * Astro into the site's own assets.
 */
export const mediaUrl = (path: string): string => mediaUrlOn(BUILD_API_ORIGIN, path);
