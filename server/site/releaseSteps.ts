import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROLLBACK_DEPTH } from '../../src/lib/api/deskReleases.ts';
import { freezeDrafts, restoreLiveContent } from '../content/publishing.ts';
import type { Actor } from '../content/snapshot.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { raiseContentVersion, readContentVersion } from '../repo/contentVersion.ts';
import type { Database } from '../db/database.ts';
import { recordAudit } from '../desk/audit.ts';
import { holdsLease } from '../repo/siteBuildLease.ts';
import { countPages, releaseFolder } from './releaseFolders.ts';
import {
  insertRollback,
  insertServerBuild,
  liveRelease,
  lockNextQueued,
  mergeInto,
  releaseById,
  replaceLive,
  rollbackTargets,
  startBuilding,
} from '../repo/siteReleases.ts';
import { newReleaseId, NO_SUCH_RELEASE, type Claimed, type RequestTransaction } from './releaseTypes.ts';

/** The steps of ReleaseManager (releases.ts) done in one transaction of the database. */

/**
 * The next build, if this process still holds the lease: the oldest queued request, with every
 * other queued one of its kind merged into it, the drafts frozen now.
 */
export async function claimQueued(tx: Queryable, holder: string, pagesTotal: number | null, now: Date): Promise<Claimed | undefined> {
  // A process whose lease ran out (and was taken) builds nothing more.
  if (!(await holdsLease(tx, holder))) return undefined;
  const [first, ...rest] = await lockNextQueued(tx);
  if (!first) return undefined;
  const snapshot = await freezeDrafts(tx);
  const release = await startBuilding(tx, first.id, { snapshot, builtOn: await readContentVersion(tx), pagesTotal, now });
  await mergeInto(
    tx,
    rest.map((r) => r.id),
    first.id,
    now,
  );
  return { release, snapshot };
}

/**
 * The server's own build of the live content, if this process still holds the lease: a publish by
 * `actor` with no drafts, building at once, that records the live content's version it reads.
 */
export async function claimServerBuild(
  tx: Queryable,
  holder: string,
  actor: Actor,
  pagesTotal: number | null,
  now: Date,
): Promise<Claimed | undefined> {
  if (!(await holdsLease(tx, holder))) return undefined;
  const builtOn = await readContentVersion(tx);
  const release = await insertServerBuild(tx, { id: newReleaseId(now), actor, builtOn, pagesTotal, now });
  return { release, snapshot: { changes: [] } };
}

/**
 * A rollback's database side: the release's content live again and a 'rollback' release naming its
 * folder, with the audit row; the caller swaps the link after. Only one of the last publishes
 * before the live one, whose pages are here (releaseFolder of `siteDir`).
 */
export async function rollbackTo(tx: Queryable, releaseId: string, actor: Actor, now: Date, siteDir: string) {
  const target = await releaseById(tx, releaseId);
  if (!target) throw new HttpError(404, NO_SUCH_RELEASE);
  const live = await liveRelease(tx);
  if (live?.dir && live.dir === target.dir) throw new HttpError(409, 'That release is the one live now.');
  const targets = await rollbackTargets(tx, live?.dir ?? null, ROLLBACK_DEPTH);
  if (!targets.some((t) => t.id === target.id) || !target.content || !target.dir)
    throw new HttpError(409, `Only the last ${ROLLBACK_DEPTH} publishes before the live one can be rolled back to.`);
  // Brought here from its stored files before this transaction, when this server did not build it.
  if (!existsSync(join(releaseFolder(siteDir, target.id), 'index.html')) && !existsSync(join(target.dir, 'index.html')))
    throw new HttpError(409, "That release's pages are no longer kept.");
  await restoreLiveContent(tx, target.content, actor, now);
  // Content made live again is new content: a build begun before it must not swap over it.
  const contentVersion = await raiseContentVersion(tx);
  await replaceLive(tx);
  const row = await insertRollback(tx, { id: newReleaseId(now), actor, now, target, contentVersion });
  return {
    value: row,
    audit: {
      action: 'site.rollback',
      target: `release:${row.id}`,
      before: { live: live?.id ?? null },
      after: { restores: target.id },
    },
  };
}

/** The server's own transaction for a request (the tests', a script's): audited as the actor's, from nowhere. */
export function ownTransaction(db: Database, actor: Actor, now: () => Date): RequestTransaction {
  return (work) =>
    db.transaction(async (tx) => {
      const at = now();
      const { value, audit } = await work(tx, at);
      await recordAudit(tx, { ...audit, staffId: actor.staffId, staffName: actor.staffName, clientAddress: '', userAgent: '', at });
      return value;
    });
}

/** The pages the site had last time: the live release's, or the served folder's. */
export async function pagesEstimate(db: Queryable, siteDir: string): Promise<number | null> {
  const live = await liveRelease(db);
  if (live?.pagesTotal) return live.pagesTotal;
  return (await countPages(siteDir)) || null;
}
