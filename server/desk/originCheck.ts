import type { MiddlewareHandler } from 'hono';
import { RefusedCall } from './refusals.ts';

export const WRONG_ORIGIN = "This desk call must come from the desk page on the site's own address.";

/**
 * A state-changing desk call (anything but GET, HEAD and OPTIONS) must name one of the site's own
 * origins in its Origin header, which browsers send with every such request and no page can
 * change: another site's page is refused (403, counted in the audit log) before the session is
 * even looked at. SameSite=Strict already keeps the cookie off other sites' requests; this holds
 * where it does not (an older browser, a sibling subdomain, which is the same site). Hono's csrf()
 * checks only form bodies, not JSON, so the desk has its own.
 */
export function originCheck(origins: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const origin = c.req.header('origin');
      if (!origin || !origins.has(origin)) throw new RefusedCall('origin', 403, WRONG_ORIGIN);
    }
    await next();
  };
}

/** The names a machine calls itself by: a page opened at any of them is on the same machine. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may make the desk's calls: CORS_ORIGINS and the site's own (SITE_URL).
 * In development a loopback site's other loopback names count as its own, with the same scheme
 * and port: `npm start` prints `localhost`, and a developer who opens `http://127.0.0.1:4321/desk`
 * is on the same server, yet the browser names that origin apart. Never in production, where the
 * site has one public address and a loopback origin can only be a page on the server's machine.
 */
export function deskOrigins(siteOrigin: string, corsOrigins: readonly string[], production: boolean): string[] {
  const site = new URL(siteOrigin);
  const twins =
    production || !LOOPBACK_HOSTS.includes(site.hostname)
      ? []
      : LOOPBACK_HOSTS.map((host) => new URL(`${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`).origin);
  return [...new Set([...corsOrigins, site.origin, ...twins])];
}
