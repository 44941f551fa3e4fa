import type { Deps } from '../deps.ts';

/** What the desk's calls need: the app's own, and who may call and how its cookie is set. */
export interface DeskDeps extends Pick<Deps, 'db' | 'now' | 'clientAddress' | 'rateLimiter'> {
  /** Origins whose pages may make the desk's state-changing calls: the site's own (SITE_URL, CORS_ORIGINS). */
  origins: ReadonlySet<string>;
  /** The site is on HTTPS (SITE_URL): the session cookie is Secure, and named __Host- so no subdomain can set it. */
  secureCookie: boolean;
}
