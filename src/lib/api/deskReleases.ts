import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Id } from './fields.ts';

/**
 * The site's releases (calls under /v1/desk/releases): Preview builds the editors' drafts into a
 * site only the desk sees, Publish builds them and makes them live, Rollback makes one of the last
 * five publishes live again. One build runs at a time; a Publish asked meanwhile waits for it.
 */

export const RELEASE_KINDS = ['preview', 'publish', 'rollback'] as const;
/** ready: a finished preview; replaced: live once (or built with a later request's build, mergedInto). */
export const RELEASE_STATUSES = ['queued', 'building', 'live', 'ready', 'failed', 'replaced'] as const;

/** How many publishes back a Rollback can go. */
export const ROLLBACK_DEPTH = 5;

export const Release = z.object({
  id: z.string(),
  kind: z.enum(RELEASE_KINDS),
  status: z.enum(RELEASE_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** What the build is doing ('Rendering pages'), or did last. */
  stage: z.string(),
  pagesDone: z.number().int(),
  /** The pages the site had last time: an estimate while building; null when unknown. */
  pagesTotal: z.number().int().nullable(),
  /** Since the build started: until now while it runs, until it finished after. */
  elapsedMs: z.number().int().nullable(),
  /** A failed build's reason. */
  error: z.string().nullable(),
  /** A request built with another's build (which included its drafts). */
  mergedInto: z.string().nullable(),
  /** A rollback: the release it made live again. */
  restores: z.string().nullable(),
});
export type Release = z.infer<typeof Release>;

export const ReleaseStatus = z.object({
  /** The build in progress, or else the last one (a Preview or a Publish). */
  build: Release.nullable(),
  /** What the site shows now; null before the first Publish. */
  live: Release.nullable(),
  /** The last publishes before the live one, newest first: what Rollback can go back to. */
  rollbackTo: z.array(Release).max(ROLLBACK_DEPTH),
  /** A Publish waits for the build in progress. */
  publishQueued: z.boolean(),
  /** The latest finished preview, and where the desk shows it. */
  preview: z.object({ id: z.string(), finishedAt: z.string().nullable(), url: z.string() }).nullable(),
  /** This server builds the site (it has a site folder): Publish, Preview and Rollback can be asked. */
  canBuild: z.boolean(),
});
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;

export const ReleaseStatusResponse = envelope({ status: ReleaseStatus });

/** A Publish or a Preview asked, a Rollback done: the release, and everything as it is now. */
export const ReleaseResponse = envelope({ release: Release, status: ReleaseStatus });

export const RollbackRequest = z.object({ releaseId: Id });
