import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { API_PREFIX } from '../src/lib/api/routes.ts';
import { DESK_PREFIX } from '../src/lib/api/deskRoutes.ts';
import type { Deps } from './deps.ts';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../src/lib/booking/horizon.ts';
import { errorResponder } from './http/errors.ts';
import { limitBody } from './http/bodyLimit.ts';
import { jsonOnly } from './http/jsonOnly.ts';
import { corsPolicy } from './http/corsPolicy.ts';
import { clientIp, TRUST_NO_PROXY, type TrustProxy } from './http/clientIp.ts';
import { RateLimiter } from './http/rateLimit.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rateLimitConfig.ts';
import { contentLength } from './http/contentLength.ts';
import { staticFiles } from './http/staticFiles.ts';
import { baseHeaders, contentSecurityPolicy } from './http/securityHeaders.ts';
import { contentRoutes } from './routes/content.ts';
import { theatreRoutes } from './routes/theatres.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { leadRoutes } from './routes/leads.ts';
import { bookingRoutes } from './routes/booking.ts';
import { profileRoutes } from './routes/profile.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { openApiRoute } from './routes/openapi.ts';
import { rebuildRoutes } from './routes/rebuild.ts';
import { backupRoute } from './backup/backupRoute.ts';
import type { ReleaseManager } from './site/releases.ts';
import { releaseViewRoute } from './site/releaseView.ts';
import { viewingDatabase } from './content/draftView.ts';
import { previewRoute } from './site/previewRoute.ts';
import { paymentRoutes } from './routes/payments.ts';
import { myBookingRoutes } from './routes/myBooking.ts';
import { buildPayments, webhookUrls, widgetOrigins } from './payments/build.ts';
import { sandboxPayments } from './payments/config.ts';
import type { Payments } from './payments/payments.ts';
import type { Fetch } from './payments/provider.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { sandboxMessages, type MessagesConfig } from './messages/config.ts';
import { WHATSAPP_WEBHOOK } from './messages/whatsappWebhook.ts';
import { messageWebhookRoutes } from './routes/messageWebhooks.ts';
import { messagesSandboxRoutes } from './sandbox/messages/routes.ts';
import { deskApp } from './desk/deskApp.ts';
import { deskCors } from './desk/deskCors.ts';
import { deskOpenApi } from './desk/openApi.ts';
import { emailStopRoutes } from './routes/emailStop.ts';
import { tokenSecretLoader } from './auth/tokenSecret.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions extends Partial<Pick<Deps, 'now' | 'bookingHorizonDays' | 'tokenSecret' | 'slotHoldMinutes'>> {
  db: Deps['db'];
  /**
   * Folder of the built site, asked per request so that a rebuild can be swapped in: the last
   * complete build, even while a new one is built; 'building' while there is none yet and the first
   * is being built (pages answer 503); undefined: no site; option absent: API only.
   */
  siteDir?: () => string | 'building' | undefined;
  /** Public address of the site (SITE_URL): when it is https, browsers are told to keep to HTTPS, and the desk's session cookie is Secure. */
  siteUrl?: string;
  /** Folder of the API's images, served under /media/. */
  mediaDir?: string;
  /** Where the browser calls the API when not on this origin (API_ORIGIN), for the CSP. */
  apiOrigin?: string;
  /** Origins whose pages may call the API from a browser (CORS); default none but this one. */
  corsOrigins?: readonly string[];
  /**
   * Origins whose pages may make the staff desk's state-changing calls (their Origin header is
   * checked): default, corsOrigins and the origin of siteUrl.
   */
  deskOrigins?: readonly string[];
  /**
   * The site's releases (Publish, Preview, Rollback), when this server builds the site: their desk
   * calls, the builds' content-view prefix (/_release/), and the latest preview (/desk/preview/).
   */
  releases?: ReleaseManager;
  /**
   * The admin token (ADMIN_TOKEN): the scripts' Publish trigger (POST /admin/rebuild) when there are
   * releases, and the backup of `npm run backup` (GET /admin/backup).
   */
  rebuild?: { token: string };
  /** Requests per client and window (the server's from ENQUIRY_RATE_LIMIT); default: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** Whose X-Forwarded-For is believed (the server's from TRUST_PROXY); default: no proxy's. */
  trustProxy?: TrustProxy;
  /**
   * The payment providers. Default: the sandbox, served by this app and reached through it without
   * a network (as the API tests use it), its webhooks delivered the same way.
   */
  payments?: Payments;
  /**
   * Serves the sandbox provider under /sandbox (default: when `payments` is not given), and only
   * while the payments are the sandbox's: a live server must not answer as a payment provider.
   */
  sandbox?: {
    fetch?: Fetch;
    origin?: string;
    deliverWebhooks?: () => boolean;
    publicOrigin?: string;
    deliverMessageWebhooks?: () => boolean;
  };
  /**
   * Where customers' messages go (MESSAGES). Default: the messages sandbox on the in-process
   * origin. Under 'sandbox' this app serves WhatsApp's side and the /sandbox/messages page (its
   * webhooks delivered through `sandbox.fetch` to `sandbox.origin`, else in process); under 'live'
   * it does not.
   */
  messages?: MessagesConfig;
  /** True once the server is stopping: /readyz answers 503 'Stopping' (server/main.ts). */
  stopping?: () => boolean;
}

/** The origin the in-process sandbox answers on when the app is not listening anywhere. */
export const IN_PROCESS_ORIGIN = 'http://sandbox.localhost';

/** The API under /v1/theatre/, its images under /media/, and the built site everywhere else. */
export function createApp(options: AppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const trustProxy = options.trustProxy ?? TRUST_NO_PROXY;
  const clientAddress = (c: Context) => clientIp(c, trustProxy);
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  // A build of drafts reads every table through this one, in its rolled-back view (draftView.ts).
  const db = viewingDatabase(options.db);
  const app = new Hono();
  const inProcess: Fetch = (url, init) => Promise.resolve(app.fetch(new Request(url, init)));
  const payments =
    options.payments ??
    buildPayments(sandboxPayments(IN_PROCESS_ORIGIN, 0.01), { fetch: inProcess, now, siteOrigin: () => IN_PROCESS_ORIGIN });
  const sandbox =
    payments.config.mode !== 'sandbox' || (options.payments && !options.sandbox)
      ? undefined
      : { fetch: inProcess, origin: IN_PROCESS_ORIGIN, ...options.sandbox };
  const messages = options.messages ?? sandboxMessages(IN_PROCESS_ORIGIN);
  const deps: Deps = {
    db,
    now,
    bookingHorizonDays: options.bookingHorizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS,
    clientAddress,
    rateLimiter: new RateLimiter({ db, now, limits, clientAddress }),
    tokenSecret: options.tokenSecret,
    slotHoldMinutes: options.slotHoldMinutes ?? 15,
    payments,
    messages,
  };

  const https = options.siteUrl?.startsWith('https://') ?? false;
  const deskOrigins = new Set(
    options.deskOrigins ?? [...(options.corsOrigins ?? []), ...(options.siteUrl ? [new URL(options.siteUrl).origin] : [])],
  );
  const deskDeps = { ...deps, origins: deskOrigins, secureCookie: https, releases: options.releases, mediaDir: options.mediaDir };
  const desk = deskApp(deskDeps);

  const api = new Hono();
  contentRoutes(api, deps);
  theatreRoutes(api, deps);
  catalogueRoutes(api, deps);
  leadRoutes(api, deps);
  bookingRoutes(api, deps);
  profileRoutes(api, deps);
  paymentRoutes(api, deps);
  myBookingRoutes(api, deps);
  invoiceRoutes(api, deps);
  messageWebhookRoutes(api, deps);
  openApiRoute(api, [() => deskOpenApi(desk, https)]);
  api.onError(errorResponder(deps.clientAddress));

  app.onError(errorResponder(deps.clientAddress));
  app.use(baseHeaders({ https }));
  // Only the API is compressed per request: the site's files are stored compressed at build time.
  app.use(`${API_PREFIX}*`, compress(), contentLength());
  app.use(`${DESK_PREFIX}*`, compress(), contentLength());
  // Before any handler reads a body: who may call from a browser, how much, and in what type.
  app.use(`${API_PREFIX}*`, corsPolicy(options.corsOrigins ?? []), limitBody(), jsonOnly());
  app.use(`${DESK_PREFIX}*`, deskCors(deskOrigins), limitBody(), jsonOnly());
  // A known path asked with the wrong method answers 405 with Allow, not the catch-all's 404.
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ success: false, message: `${c.req.path} takes ${methods.join(' or ')}, not ${c.req.method}.` }, 405, {
          allow: methods.join(', '),
        }),
    }),
  );
  // Before anything that might answer for the site: a proxy's checks, on the server's own database.
  healthRoutes(app, { db: options.db, siteDir: options.siteDir, stopping: options.stopping });
  app.route(API_PREFIX.slice(0, -1), api);
  // A sub-app's notFound is not consulted once it is mounted, so the API's own 404 lives here.
  app.route(DESK_PREFIX.slice(0, -1), desk);
  app.all(`${API_PREFIX}*`, (c) => c.json({ success: false, message: `There is no ${c.req.method} ${c.req.path} in this API.` }, 404));
  app.all(`${DESK_PREFIX}*`, (c) =>
    c.json({ success: false, message: `There is no ${c.req.method} ${c.req.path} in the desk's API.` }, 404, {
      'cache-control': 'no-store',
    }),
  );
  // Before the payment sandbox, whose catch-all answers every other /sandbox/ path 404.
  if (messages.mode === 'sandbox') {
    messagesSandboxRoutes(app, {
      db,
      now,
      fetch: options.sandbox?.fetch ?? inProcess,
      webhookUrl: `${options.sandbox?.origin ?? IN_PROCESS_ORIGIN}${API_PREFIX}${WHATSAPP_WEBHOOK}`,
      deliverWebhooks: options.sandbox?.deliverMessageWebhooks,
    });
  }
  // A reminder e-mail's stop link: outside the API, whose calls take JSON only (a mail client's one-click stop posts a form).
  emailStopRoutes(app, { db, now, secret: tokenSecretLoader(db, options.tokenSecret) });
  if (sandbox) {
    sandboxRoutes(app, {
      db,
      now,
      fetch: sandbox.fetch,
      webhookUrls: webhookUrls(sandbox.origin),
      deliverWebhooks: sandbox.deliverWebhooks,
      publicOrigin: sandbox.publicOrigin,
    });
  }
  const releases = options.releases;
  if (releases) releaseViewRoute(app, releases.views, db);
  if (options.rebuild && releases) rebuildRoutes(app, options.rebuild.token, releases, deps);
  const mediaDir = options.mediaDir;
  // `npm run backup` of a server that holds its embedded database: the same admin token.
  if (options.rebuild && mediaDir) backupRoute(app, options.rebuild.token, options.db, mediaDir);
  if (mediaDir) app.get('/media/*', staticFiles({ root: () => mediaDir, prefix: '/media', cacheControl: 'public, max-age=3600' }));
  const siteDir = options.siteDir;
  const paymentOrigins = widgetOrigins(payments.config);
  const htmlHeaders = (html: string) => ({
    'content-security-policy': contentSecurityPolicy(html, { apiOrigin: options.apiOrigin, paymentOrigins }),
  });
  if (releases) previewRoute(app, deskDeps, htmlHeaders);
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
