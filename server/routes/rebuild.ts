import type { Context, Hono } from 'hono';
import type { ReleaseStatus } from '../../src/lib/api/deskReleases.ts';
import type { Actor } from '../content/snapshot.ts';
import { recordAudit, requestSource } from '../desk/audit.ts';
import type { Deps } from '../deps.ts';
import { adminAuthorised } from '../http/adminToken.ts';
import type { ReleaseManager } from '../site/releases.ts';
import type { RequestTransaction } from '../site/releaseTypes.ts';

/** Who a Publish by the admin token is, in the releases and the audit log. */
export const ADMIN_TOKEN_ACTOR: Actor = { staffId: null, staffName: 'Admin token' };

/** The releases' status, with the trigger's own summary fields that scripts read (running, queued, builds, lastError). */
function answer(status: ReleaseStatus, releases: ReleaseManager) {
  const build = status.build;
  return {
    running: build?.status === 'building',
    queued: status.publishQueued,
    builds: releases.buildsDone,
    lastFinishedAt: build?.finishedAt ?? null,
    lastError: build?.status === 'failed' ? build.error : null,
    status,
  };
}

/**
 * The scripts' and CI's trigger: POST /admin/rebuild (bearer ADMIN_TOKEN) is a Publish by 'Admin
 * token' (the drafts, built and made live; server/site/releases.ts), recorded in the audit log as
 * that actor; GET tells how the releases are going, as the desk's status does.
 */
export function rebuildRoutes(app: Hono, token: string, releases: ReleaseManager, deps: Pick<Deps, 'db' | 'now' | 'clientAddress'>): void {
  app.use('/admin/rebuild', async (c, next) => {
    if (!adminAuthorised(c, token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ success: false, message: 'A valid admin token is required.' }, 401);
    }
    return next();
  });
  app.post('/admin/rebuild', async (c) => {
    const source = requestSource(c, deps);
    const audited: RequestTransaction = (work) =>
      deps.db.transaction(async (tx) => {
        const now = deps.now();
        const { value, audit } = await work(tx, now);
        await recordAudit(tx, { ...audit, ...source, staffId: ADMIN_TOKEN_ACTOR.staffId, staffName: ADMIN_TOKEN_ACTOR.staffName, at: now });
        return value;
      });
    const { release, started } = await releases.publish(ADMIN_TOKEN_ACTOR, audited);
    const message = started ? 'Rebuild started.' : 'A rebuild is running; another will follow it.';
    return c.json({ success: true, message, release, ...answer(await releases.status(), releases) }, 202);
  });
  app.get('/admin/rebuild', async (c) => c.json({ success: true, message: 'OK', ...answer(await releases.status(), releases) }));
}
