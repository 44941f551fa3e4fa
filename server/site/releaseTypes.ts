import { randomBytes } from 'node:crypto';
import type { Release } from '../../src/lib/api/deskReleases.ts';
import type { Actor, Snapshot } from '../content/snapshot.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { ReleaseRow } from '../repo/siteReleases.ts';
import type { FileStore } from './fileStore.ts';

/** The release manager's types, its messages, and the small rules its parts share (releases.ts, buildRelease.ts). */

/**
 * Renders the site into outDir (astro build, astroBuild.ts), reading the API at apiOrigin, and
 * tells each line it prints (its progress). Rejects with the reason when the build fails.
 */
export type SiteBuild = (o: { apiOrigin: string; outDir: string; onLine: (line: string) => void; signal?: AbortSignal }) => Promise<void>;

/** What the audit log says of a request. */
export interface AuditNote {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Runs a request's database work in one transaction that also records it in the audit log: the
 * desk's staffAction (which checks the session and the permission again), or the server's own.
 */
export type RequestTransaction = <T>(work: (tx: Queryable, now: Date) => Promise<{ value: T; audit: AuditNote }>) => Promise<T>;

export interface ReleaseManagerOptions {
  db: Database;
  /** The link the server serves the site from (SITE_DIR). */
  siteDir: string;
  build: SiteBuild;
  /** This server's own address (http://127.0.0.1:<port>), known once it listens: builds read the API there. */
  ownOrigin: () => string;
  now?: () => Date;
  /** The build lease's length and renewal (server/repo/siteBuildLease.ts). */
  leaseSeconds?: number;
  renewMs?: number;
  log?: (line: string) => void;
  /** Where the Publishes' files are kept for the other servers (fileStore.ts); default the database. */
  files?: FileStore;
  /** The site's source this server builds (sourceVersion.ts): a live release built from another is never served in place of a build. */
  sourceVersion?: string;
}

export interface Requested {
  release: Release;
  /** The build that serves the request has started (or is done); false: it waits for the build in progress. */
  started: boolean;
}

export interface Claimed {
  release: ReleaseRow;
  snapshot: Snapshot;
  /**
   * The server's own build of the live content (no drafts, its pages live as they are), reading
   * API_ORIGIN when that is set, else this server's view of no drafts.
   */
  live?: { apiOrigin?: string };
}

export const BUSY = 'A build is running; roll back when it is done.';
export const STOPPING = 'The server is stopping; please ask again in a moment.';
export const NO_SUCH_RELEASE = 'There is no release with that id.';
export const STOPPED_MIDWAY = 'The server stopped before the build was done. Please ask again.';
export const ABANDONED = 'The server building it stopped before it was done. Please ask again.';
export const LOST_LEASE = 'Another server took over the building of the site; this build was not used.';
/** A build whose content is no longer the live one (contentVersion.ts): its pages would take the site back. */
export const OLDER_CONTENT =
  'Newer content went live while this was being built (a Publish or Rollback by another server), so its pages, made from the content before, were not used. Any drafts it had are still drafts.';
/** Longest failure message kept: the end of astro's error output is what helps. */
export const ERROR_MAX = 4000;

export const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
export const actorOf = (r: ReleaseRow): Actor => ({ staffId: r.requestedById, staffName: r.requestedByName });
export const newReleaseId = (now: Date) => `${now.toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
