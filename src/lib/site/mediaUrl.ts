import { BUILD_API_ORIGIN } from './buildClient.ts';

/**
 * Where the build reads an API image from. Images are the API's ('/media/...' paths, on the API's
 * origin), fetched once at build time and re-encoded by Astro into the site's own assets.
 */
export function mediaUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${BUILD_API_ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}
