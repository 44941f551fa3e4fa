import type { Hono } from 'hono';
import { inDraftView } from '../../server/content/draftView.ts';
import { applyChanges } from '../../server/content/publishing.ts';
import type { Snapshot } from '../../server/content/snapshot.ts';
import type { Database } from '../../server/db/database.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';

/**
 * A public call's answer as a page built now reads it, or (with `view`) as a build of those drafts
 * reads it: in the rolled-back view the release route opens for a build (draftView.ts).
 */
export async function publicAnswer(app: Hono, db: Database, path: string, view?: Snapshot, body: unknown = {}) {
  const send = async () =>
    app.request(`${API_PREFIX}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const res = view ? await inDraftView(db, (tx) => applyChanges(tx, view), send) : await send();
  return res.json();
}
