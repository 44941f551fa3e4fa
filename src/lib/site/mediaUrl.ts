import { mediaUrlOn } from '../api/mediaUrl.ts';
import { BUILD_API_ORIGIN } from './buildClient.ts';

/**
 * Where the build reads the API's images (BUILD_MEDIA_ORIGIN, server/site/releaseView.ts): the
 * same address in every build, since Astro keys the images it has encoded by it.
 */
const BUILD_MEDIA_ORIGIN = (process.env.BUILD_MEDIA_ORIGIN || BUILD_API_ORIGIN).replace(/\/$/, '');

/**
 * Where the build reads an API image from. Images are fetched once at build time and re-encoded by
 * Astro into the site's own assets.
 */
export const mediaUrl = (path: string): string => mediaUrlOn(BUILD_MEDIA_ORIGIN, path);
