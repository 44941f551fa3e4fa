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
