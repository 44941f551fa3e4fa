import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { inDraftView } from '../content/draftView.ts';
import { applyChanges } from '../content/publishing.ts';
import type { Snapshot } from '../content/snapshot.ts';
import type { Database } from '../db/database.ts';

/** Where a release's build reads the API: `/_release/<token>/v1/theatre/...`. */
export const RELEASE_PATH = '/_release';

/** The images' address under the prefix: no token is five letters long, so it is never one. */
const MEDIA_UNDER_PREFIX = `${RELEASE_PATH}/media/`;

/**
 * Where a build reads the API's images: `/_release/media/...`, the server's own `/media/` without a
 * release's token. Astro keys its cache of encoded images by their address, so an address that
 * changed with every release re-encoded every image on every Publish. The media folder is public
 * and the same for every release (an upload is a new file of a new name; a file changed in place
 * changes its ETag, which astro revalidates), so a release reads nothing there that a visitor
 * could not. An API elsewhere (API_ORIGIN) is read as it is.
 */
export function mediaOriginOf(apiOrigin: string): string {
  const at = apiOrigin.indexOf(`${RELEASE_PATH}/`);
  return (at === -1 ? apiOrigin : apiOrigin.slice(0, at + RELEASE_PATH.length)).replace(/\/$/, '');
}

/**
 * The drafts each build in progress reads, by the secret token of its API address. Only this
 * process knows a token (made when its build starts, forgotten when it ends), so nobody outside
 * can read drafts through the address, and a page that printed it would name a dead one (the
 * build is failed if one does: releases.ts looks for it in every page).
 */
export class ReleaseViews {
  private readonly open = new Map<string, Snapshot>();

  /** A new token through which the API answers with `snapshot` made live (in a rolled-back transaction). */
  add(snapshot: Snapshot): string {
    const token = randomBytes(24).toString('base64url');
    this.open.set(token, snapshot);
    return token;
  }

  remove(token: string): void {
    this.open.delete(token);
  }

  /** The snapshot of a token sent, compared in constant time with each open one (there are one or two). */
  find(sent: string): Snapshot | undefined {
    const given = Buffer.from(sent);
    for (const [token, snapshot] of this.open) {
      const known = Buffer.from(token);
      if (given.length === known.length && timingSafeEqual(given, known)) return snapshot;
    }
    return undefined;
  }
}

/**
 * The content-view prefix: a request under `/_release/<token>/` whose token is open is answered by
 * the app itself, as the path after the prefix, in a rolled-back transaction with the build's
 * snapshot made live (draftView.ts); `/_release/media/...` is `/media/...`, on its own connection
 * as the rest (mediaOriginOf). Anything else under the prefix is a 404. The server's own
 * build of the live content reads through it too, with a snapshot of no drafts.
 */
export function releaseViewRoute(app: Hono, views: ReleaseViews, db: Database): void {
  app.all(`${RELEASE_PATH}/*`, async (c) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith(MEDIA_UNDER_PREFIX)) {
      url.pathname = url.pathname.slice(RELEASE_PATH.length);
      return onItsOwnConnection(await app.fetch(new Request(url, c.req.raw), c.env));
    }
    const match = /^\/_release\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const snapshot = match ? views.find(match[1]) : undefined;
    if (!match || !snapshot) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    url.pathname = match[2] ?? '/';
    return onItsOwnConnection(await answerInSnapshot(app, db, snapshot, new Request(url, c.req.raw), c.env));
  });
}

/** `request` answered by the app itself, with `snapshot` made live in a rolled-back transaction (draftView.ts). */
export async function answerInSnapshot(app: Hono, db: Database, snapshot: Snapshot, request: Request, env: unknown): Promise<Response> {
  if (snapshot.changes.length === 0) return app.fetch(request, env);
  return inDraftView(
    db,
    (tx) => applyChanges(tx, snapshot),
    async () => app.fetch(request, env),
  );
}

/**
 * The answer, its connection closed after it. A build asks in bursts between long stretches of
 * rendering; on a busy machine it may reuse a kept-alive socket the server closed meanwhile, and
 * the request fails ('other side closed'): astro's image probes, which are not retried, failed
 * whole builds so. A connection per request costs nothing on the server's own address.
 */
function onItsOwnConnection(answer: Response): Response {
  const headers = new Headers(answer.headers);
  headers.set('connection', 'close');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
