import type { Queryable } from '../db/database.ts';
import type { Release, ReleaseStatus } from '../../src/lib/api/deskReleases.ts';
import { ROLLBACK_DEPTH } from '../../src/lib/api/deskReleases.ts';
import { currentBuild, hasQueued, latestPreview, liveRelease, rollbackTargets, type ReleaseRow } from '../repo/siteReleases.ts';

import { PREVIEW_PATH } from '../../src/lib/site/previewPath.ts';

/** Where the desk shows the latest preview (previewRoute.ts). */
export { PREVIEW_PATH };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A release as the desk shows it. */
export function releaseView(r: ReleaseRow, now: Date): Release {
  const end = r.status === 'building' ? now : r.finishedAt;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    requestedBy: r.requestedByName,
    requestedAt: r.requestedAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    stage: r.stage,
    pagesDone: r.pagesDone,
    pagesTotal: r.pagesTotal,
    elapsedMs: r.startedAt && end ? Math.max(0, end.getTime() - r.startedAt.getTime()) : null,
    error: r.error,
    mergedInto: r.mergedInto,
    restores: r.restores,
  };
}

/**
 * Everything about the site's releases, from the database alone: any server process answers the
 * same, whichever of them is building.
 */
export async function readReleaseStatus(db: Queryable, now: Date, canBuild: boolean): Promise<ReleaseStatus> {
  const [build, live, preview, publishQueued] = [
    await currentBuild(db),
    await liveRelease(db),
    await latestPreview(db),
    await hasQueued(db, 'publish'),
  ];
  const targets = await rollbackTargets(db, live?.dir ?? null, ROLLBACK_DEPTH);
  return {
    build: build ? releaseView(build, now) : null,
    live: live ? releaseView(live, now) : null,
    rollbackTo: targets.map((r) => releaseView(r, now)),
    publishQueued,
    preview: preview ? { id: preview.id, finishedAt: iso(preview.finishedAt), url: `${PREVIEW_PATH}/` } : null,
    canBuild,
  };
}
