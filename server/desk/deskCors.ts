import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the desk's calls, when the site is served from another origin than the API (API_ORIGIN,
 * CORS_ORIGINS): the same allow-list as the API's, with credentials, so that the desk page's
 * cookie goes with its calls; any other origin gets no Access-Control-Allow-Origin.
 */
export function deskCors(origins: ReadonlySet<string>): MiddlewareHandler {
  return cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'If-Match'],
    credentials: true,
    maxAge: 600,
  });
}
