import type { Context, Hono, MiddlewareHandler } from 'hono';
import { API_PREFIX, routes, type RouteName } from '../../src/lib/api/routes.ts';
import { PREVIEW_PATH } from '../../src/lib/site/previewPath.ts';
import type { Database } from '../db/database.ts';
import { latestPreview } from '../repo/siteReleases.ts';
import { answerInSnapshot } from './releaseView.ts';

/**
 * The calls a preview's pages make to show what they show: reads of the catalogue and the content,
 * answered as the preview's drafts have them. Nothing is booked, sent or signed into from a preview.
 */
const PREVIEW_READS: readonly RouteName[] = [
  'allModules',
  'contactUs',
  'footer',
  'gallery',
  'allTheatres',
  'theatresForWeb',
  'theatreById',
  'slotsByDate',
  'occasions',
  'occasionById',
  'planProducts',
  'policies',
  'aboutUs',
  'aboutFeatures',
  'cakes',
  'products',
  'addonProducts',
  'foodMenu',
  'charges',
  'checkCoupon',
  'addresses',
];
const READ_PATHS = new Set(PREVIEW_READS.map((name) => `${API_PREFIX}${routes[name].path}`));

export const NOT_IN_PREVIEW = 'The preview shows the drafts only: bookings, enquiries and sign-ins are made on the live site.';

/**
 * The preview's own API and images, under PREVIEW_PATH, for the islands of its pages
 * (src/client/apiOrigin.ts): a read is answered by the app itself through the snapshot the latest
 * preview was built from (in a rolled-back transaction, as its build read it), so that /theaters
 * shows the prices its drafts set; an image is the live one. Behind the preview's own gate
 * (`access`), with its headers (`headers`); `noPreview` when none was built.
 */
export function previewApiRoutes(
  app: Hono,
  db: Database,
  o: { access: MiddlewareHandler; headers: Record<string, string>; noPreview: string },
): void {
  const own = (res: Response) => {
    const headers = new Headers(res.headers);
    for (const [name, value] of Object.entries(o.headers)) headers.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
  const inner = (c: Context) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(PREVIEW_PATH.length);
    return url;
  };
  app.on(['GET', 'POST'], `${PREVIEW_PATH}${API_PREFIX}*`, o.access, async (c) => {
    const url = inner(c);
    if (!READ_PATHS.has(url.pathname)) return c.json({ success: false, message: NOT_IN_PREVIEW }, 403, o.headers);
    const preview = await latestPreview(db);
    if (!preview) return c.json({ success: false, message: o.noPreview }, 404, o.headers);
    return own(await answerInSnapshot(app, db, preview.snapshot ?? { changes: [] }, new Request(url, c.req.raw), c.env));
  });
  app.get(`${PREVIEW_PATH}/media/*`, o.access, async (c) => own(await app.fetch(new Request(inner(c), c.req.raw), c.env)));
}
