import type { Deps } from '../deps.ts';
import type { ReleaseManager } from '../site/releases.ts';

/**
 * What the desk's calls need: the app's own (the payment providers and the booking rules' settings
 * too, for the staff's refunds, moves and bookings), and who may call and how its cookie is set.
 */
export interface DeskDeps extends Pick<
  Deps,
  'db' | 'now' | 'clientAddress' | 'rateLimiter' | 'payments' | 'slotHoldMinutes' | 'bookingHorizonDays' | 'tokenSecret'
> {
  /** Origins whose pages may make the desk's state-changing calls: the site's own (SITE_URL, CORS_ORIGINS). */
  origins: ReadonlySet<string>;
  /** The site is on HTTPS (SITE_URL): the session cookie is Secure, and named __Host- so no subdomain can set it. */
  secureCookie: boolean;
  /** The site's releases (Publish, Preview, Rollback), when this server builds the site; without, their POSTs answer 503. */
  releases?: ReleaseManager;
  /** The folder served at /media/, where uploaded images are stored; without, uploads answer 503. */
  mediaDir?: string;
}
