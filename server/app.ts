import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { API_PREFIX } from '../src/lib/api/routes.ts';
import type { Deps } from './deps.ts';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../src/lib/booking/horizon.ts';
import { contentLength } from './http/contentLength.ts';
import { HttpError } from './http/errors.ts';
import { staticFiles } from './http/staticFiles.ts';
import { baseHeaders, contentSecurityPolicy } from './http/securityHeaders.ts';
import { contentRoutes } from './routes/content.ts';
import { theatreRoutes } from './routes/theatres.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { leadRoutes } from './routes/leads.ts';
import { openApiRoute } from './routes/openapi.ts';
import { rebuildRoutes } from './routes/rebuild.ts';
import type { SiteRebuilder } from './site/rebuilder.ts';

export interface AppOptions extends Partial<Pick<Deps, 'now' | 'bookingHorizonDays'>> {
  db: Deps['db'];
  /**
   * Folder of the built site, asked per request so that a rebuild can be swapped in: the last
   * complete build, even while a new one is built; 'building' while there is none yet and the first
   * is being built (pages answer 503); undefined: no site; option absent: API only.
   */
  siteDir?: () => string | 'building' | undefined;
  /** Public address of the site (SITE_URL): browsers are told to keep to HTTPS only when it is https. */
  siteUrl?: string;
  /** Folder of the API's images, served under /media/. */
  mediaDir?: string;
  /** Where the browser calls the API when not on this origin (API_ORIGIN), for the CSP. */
  apiOrigin?: string;
  /** The content editors' rebuild trigger, when an admin token is configured. */
  rebuild?: { token: string; rebuilder: SiteRebuilder };
}

/** The API under /v1/theatre/, its images under /media/, and the built site everywhere else. */
export function createApp(options: AppOptions): Hono {
  const deps: Deps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    bookingHorizonDays: options.bookingHorizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS,
  };

  const api = new Hono();
  contentRoutes(api, deps);
  theatreRoutes(api, deps);
  catalogueRoutes(api, deps);
  leadRoutes(api, deps);
  openApiRoute(api);
  api.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ success: false, message: err.message, ...err.details }, err.status);
    if (err instanceof HTTPException) return c.json({ success: false, message: err.message }, err.status);
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  const app = new Hono();
  app.use(baseHeaders({ https: options.siteUrl?.startsWith('https://') ?? false }));
  // Only the API is compressed per request: the site's files are stored compressed at build time.
  app.use(`${API_PREFIX}*`, compress(), contentLength());
  app.route(API_PREFIX.slice(0, -1), api);
  // A sub-app's notFound is not consulted once it is mounted, so the API's own 404 lives here.
  app.all(`${API_PREFIX}*`, (c) => c.json({ success: false, message: `There is no ${c.req.method} ${c.req.path} in this API.` }, 404));
  if (options.rebuild) rebuildRoutes(app, options.rebuild.token, options.rebuild.rebuilder);
  const mediaDir = options.mediaDir;
  if (mediaDir) app.get('/media/*', staticFiles({ root: () => mediaDir, prefix: '/media', cacheControl: 'public, max-age=3600' }));
  const siteDir = options.siteDir;
  const htmlHeaders = (html: string) => ({ 'content-security-policy': contentSecurityPolicy(html, { apiOrigin: options.apiOrigin }) });
  if (siteDir) {
    let dir = '';
    const serveSite = staticFiles({ root: () => dir, notFoundPage: '/404.html', htmlHeaders });
    app.all('*', async (c, next) => {
      const now = siteDir();
      if (!now) return next();
      if (now === 'building') {
        return c.text('The site is being built. Please try again in a moment.', 503, { 'retry-after': '5', 'cache-control': 'no-store' });
      }
      dir = now;
      return serveSite(c);
    });
  }
  return app;
}
