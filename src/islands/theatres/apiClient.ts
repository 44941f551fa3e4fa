import { createClient } from '../../lib/api/client.ts';

/** The API as the browser calls it: API_ORIGIN when the site is served apart from it, else this origin. */
export const api = createClient({ origin: import.meta.env.PUBLIC_API_ORIGIN || '' });

/** The same origin, for media paths the build did not re-encode. */
export const apiMediaUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${(import.meta.env.PUBLIC_API_ORIGIN || '').replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
