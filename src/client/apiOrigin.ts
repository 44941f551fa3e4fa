import { mediaUrlOn } from '../lib/api/mediaUrl.ts';
import { previewApiOrigin } from '../lib/site/previewPath.ts';

/**
 * Where every island calls the API: PUBLIC_API_ORIGIN, which the build sets from API_ORIGIN
 * (server/site/buildSite.ts); empty, the page's own origin. A page of the desk's Preview calls the
 * preview's own API instead (previewPath.ts), so that what the islands fetch (the theatres and their
 * prices on /theaters) shows the drafts as the pages do. Known in the browser only: a build renders
 * with the built origin.
 */
export const apiOrigin: string =
  (typeof location === 'undefined' ? undefined : previewApiOrigin(location.pathname)) ??
  (import.meta.env.PUBLIC_API_ORIGIN ?? '').replace(/\/$/, '');

/** An API image the build did not re-encode, on the API's origin. */
export const apiMediaUrl = (path: string): string => mediaUrlOn(apiOrigin, path);
