import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHorizonDays } from '../src/lib/booking/horizon.ts';
import { trustProxyFromEnv, type TrustProxy } from './http/clientIp.ts';
import { parseOrigins } from './http/corsPolicy.ts';
import { rateLimitsFromEnv, type RateLimits } from './http/rateLimitConfig.ts';
import { parseTokenSecret } from './auth/tokenSecret.ts';
import { paymentsFromEnv, type PaymentConfig } from './payments/config.ts';
import { messagesFromEnv, type MessagesConfig } from './messages/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  /** The environment a content rebuild runs `astro build` in (its PATH, SITE_IMAGES, and the like). */
  buildEnv: NodeJS.ProcessEnv;
  /**
   * NODE_ENV=production: the payment and message modes must be chosen (PAYMENTS, MESSAGES), never
   * defaulted to the sandbox, and the demo customers are not seeded.
   */
  production: boolean;
  port: number;
  host: string;
  /** A real PostgreSQL server; unset: the embedded one in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** The built site, served beside the API; unset: API only. */
  siteDir?: string;
  mediaDir: string;
  /** Public address of the site (SITE_URL), as the build links to it. */
  siteUrl: string;
  /** Whether SITE_URL was given: else the site is wherever this server listens. */
  siteUrlGiven: boolean;
  /** The payment providers (PAYMENTS and their keys), with the sandbox's hosts on this server's origin. */
  payments: (origin: string) => PaymentConfig;
  /**
   * Where customers' messages go (MESSAGES and its keys), with the sandbox's WhatsApp on this
   * server's origin and its SMTP sink on `smtpPort` (known once the sink listens).
   */
  messages: (origin: string, smtpPort?: number) => MessagesConfig;
  /**
   * `npm run build`'s own API, for the length of the build (BUILD_PORT): a fixed port, since Astro
   * caches the images it re-encodes by their URL, so that the next build reuses them.
   */
  buildPort: number;
  /** Another origin of this API that the browser calls (the site was built with it); unset: this one. */
  apiOrigin?: string;
  /** Secret for the content editors' rebuild trigger; unset: the trigger is off. */
  adminToken?: string;
  /** Days ahead (after today, in India) that slots can be looked up and booked. */
  bookingHorizonDays: number;
  /** Origins whose pages may call the API from a browser: CORS_ORIGINS, else the site's own (SITE_URL). */
  corsOrigins: string[];
  /** Key that signs guest tokens; unset: one kept in the database. */
  tokenSecret?: string;
  /** Minutes a new booking holds its slot unpaid. */
  slotHoldMinutes: number;
  /** Requests per client and window (ENQUIRY_RATE_LIMIT). */
  rateLimits: RateLimits;
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** How often a server looks for a release made live through another server (SITE_SYNC_SECONDS). */
  siteSyncSeconds: number;
  /** How long a stopping server lets the requests in flight finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
}

/** A whole number of seconds from 1 to `max`, `fallback` when unset. */
function seconds(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${name} must be a whole number of seconds from 1 to ${max}, not "${value}".`);
  return n;
}

function holdMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 15;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 24 * 60)
    throw new Error(`SLOT_HOLD_MINUTES must be a whole number of minutes from 1 to 1440, not "${value}".`);
  return n;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number (0-65535), not "${value}".`);
  return n;
}

/** Every setting, from the environment, with the defaults a fresh clone runs on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: port(env.PORT, 4321),
    buildPort: port(env.BUILD_PORT, 4329),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR || '.data/pglite'),
    siteDir: env.SITE_DIR === '' ? undefined : resolve(root, env.SITE_DIR || 'dist'),
    mediaDir: resolve(root, 'server/media'),
    siteUrl: env.SITE_URL || 'http://localhost:4321',
    siteUrlGiven: Boolean(env.SITE_URL),
    payments: (origin) => paymentsFromEnv(env, origin, { production }),
    messages: (origin, smtpPort) => messagesFromEnv(env, origin, { production, smtpPort }),
    apiOrigin: env.API_ORIGIN || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    bookingHorizonDays: parseHorizonDays(env.BOOKING_HORIZON_DAYS),
    corsOrigins: parseOrigins(env.CORS_ORIGINS || new URL(env.SITE_URL || 'http://localhost:4321').origin),
    tokenSecret: parseTokenSecret(env.TOKEN_SECRET),
    slotHoldMinutes: holdMinutes(env.SLOT_HOLD_MINUTES),
    rateLimits: rateLimitsFromEnv(env.ENQUIRY_RATE_LIMIT),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    siteSyncSeconds: seconds('SITE_SYNC_SECONDS', env.SITE_SYNC_SECONDS, 5, 60),
    shutdownGraceSeconds: seconds('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10, 600),
    buildEnv: env,
  };
}
