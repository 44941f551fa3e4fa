import type { Context, Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { checkDrafts } from '../content/publishing.ts';
import type { Actor } from '../content/snapshot.ts';
import { HttpError } from '../http/errors.ts';
import type { ReleaseManager } from '../site/releases.ts';
import type { RequestTransaction } from '../site/releaseTypes.ts';
import { readReleaseStatus } from '../site/releaseStatus.ts';
import { releaseById } from '../repo/siteReleases.ts';
import { istDateTime } from '../../src/lib/desk/istDateTime.ts';
import { sessionOf } from './access.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { staffAction } from './staffAction.ts';

export const NO_SITE = 'This server does not build the site (it has no site folder), so it cannot publish.';

function buildingReleases(deps: DeskDeps): ReleaseManager {
  const releases = deps.releases;
  if (!releases) throw new HttpError(503, NO_SITE);
  return releases;
}

const actorOf = (c: Context): Actor => {
  const { staff } = sessionOf(c);
  return { staffId: staff.id, staffName: staff.name };
};

/** A request's work as a staff action: the session and the permission checked again, and its audit entry, in its transaction. */
const asStaffAction =
  (deps: DeskDeps, c: Context): RequestTransaction =>
  (work) =>
    staffAction(deps, c, 'content.edit', [], async ({ tx, now, audit }) => {
      const { value, audit: note } = await work(tx, now);
      await audit(note);
      return value;
    });

/**
 * The site's releases at the editors' desk: what is building and live (any server answers it, from
 * the database), Publish, Preview and Rollback (server/site/releases.ts).
 */
export function releaseRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.releaseStatus, async (_input, c) => ({
    status: await (deps.releases?.status() ?? readReleaseStatus(deps.db, deps.now(), false)),
  }));

  defineDeskCall(app, deps, deskCalls.releasePublish, async (_input, c) => {
    const releases = buildingReleases(deps);
    await checkDrafts(deps.db, deps.now());
    const { release, started } = await releases.publish(actorOf(c), asStaffAction(deps, c));
    return {
      message: started ? 'Publishing: the site is being built with the drafts.' : 'A build is running; your Publish will follow it.',
      release,
      status: await releases.status(),
    };
  });

  defineDeskCall(app, deps, deskCalls.releasePreview, async (_input, c) => {
    const releases = buildingReleases(deps);
    const { release, started } = await releases.preview(actorOf(c), asStaffAction(deps, c));
    return {
      message: started ? 'The preview is being built.' : 'A build is running; your preview will follow it.',
      release,
      status: await releases.status(),
    };
  });

  defineDeskCall(app, deps, deskCalls.releaseRollback, async ({ releaseId }, c) => {
    const releases = buildingReleases(deps);
    const { release } = await releases.rollback(releaseId, actorOf(c), asStaffAction(deps, c));
    const restored = release.restores ? await releaseById(deps.db, release.restores) : undefined;
    const which = restored
      ? `the publish of ${istDateTime(restored.finishedAt ?? restored.requestedAt)} by ${restored.requestedByName}`
      : 'that publish';
    return {
      message: `Rolled back to ${which}: the site shows its pages, prices and content again. Drafts are as they were.`,
      release,
      status: await releases.status(),
    };
  });
}
