import { mediaUrlOn } from '../lib/api/mediaUrl.ts';

/**
 * Where every island calls the API: PUBLIC_API_ORIGIN, which the build sets from API_ORIGIN
 * (server/site/buildSite.ts); empty, the page's own origin.
 */
export const apiOrigin: string = (import.meta.env.PUBLIC_API_ORIGIN ?? '').replace(/\/$/, '');

/** An API image the build did not re-encode, on the API's origin. */
export const apiMediaUrl = (path: string): string => mediaUrlOn(apiOrigin, path);
