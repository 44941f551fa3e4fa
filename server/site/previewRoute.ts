import type { Context, Hono } from 'hono';
import { deskAccess } from '../desk/access.ts';
import type { DeskDeps } from '../desk/deskDeps.ts';
import { staticFiles } from '../http/staticFiles.ts';
import { latestPreview } from '../repo/siteReleases.ts';
import { previewApiRoutes } from './previewApi.ts';
import { previewHtml } from './previewHtml.ts';
import { PREVIEW_PATH } from './releaseStatus.ts';

export const NO_PREVIEW = 'No preview has been built yet: ask for one at the desk (Preview).';

/** Headers of every preview answer: the drafts are for the staff only, kept by no cache, shown by no search engine. */
const PRIVATE = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'private, no-store' };

/**
 * The latest Preview, at PREVIEW_PATH/..., for signed-in staff who edit the content (the desk's
 * session cookie and the `content.edit` permission, checked as for a desk call: 401, 403). Any
 * server process serves it: the folder is the one the database names.
 */
export function previewRoute(app: Hono, deps: DeskDeps, htmlHeaders: (html: string) => Record<string, string>): void {
  let dir = '';
  const serve = staticFiles({ root: () => dir, prefix: PREVIEW_PATH, notFoundPage: '/404.html', cacheControl: PRIVATE['cache-control'] });
  const handler = async (c: Context) => {
    const preview = await latestPreview(deps.db);
    if (!preview?.dir) return c.text(NO_PREVIEW, 404, PRIVATE);
    // Read at once by serve, before it awaits anything: no other request changes it in between.
    dir = preview.dir;
    const res = await serve(c);
    const headers = new Headers(res.headers);
    for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
    if (!headers.get('content-type')?.startsWith('text/html') || c.req.method === 'HEAD' || !res.body) {
      return new Response(res.body, { status: res.status, headers });
    }
    const html = previewHtml(await res.text());
    for (const name of ['content-length', 'etag', 'last-modified', 'content-encoding']) headers.delete(name);
    for (const [name, value] of Object.entries(htmlHeaders(html))) headers.set(name, value);
    return new Response(html, { status: res.status, headers });
  };
  const access = deskAccess(deps, 'content.edit');
  // Before the pages: its islands' API calls and images are under the same path.
  previewApiRoutes(app, deps.db, { access, headers: PRIVATE, noPreview: NO_PREVIEW });
  app.get(PREVIEW_PATH, access, handler);
  app.get(`${PREVIEW_PATH}/*`, access, handler);
}
