import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the API: only the origins in the allow-list (the site's own by default, see CORS_ORIGINS)
 * may call it from a browser on another origin; everyone else's preflight gets no
 * Access-Control-Allow-Origin, so the browser never sends their request.
 */
export function corsPolicy(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}

/** Parses CORS_ORIGINS: comma-separated origins; each must be a bare http(s) origin. */
export function parseOrigins(value: string, name = 'CORS_ORIGINS'): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new Error(`${name} must list origins like https://example.com, not "${s}".`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== s.replace(/\/$/, '')) {
        throw new Error(`${name} must list bare origins (scheme, host and port, no path), not "${s}".`);
      }
      return url.origin;
    });
}
