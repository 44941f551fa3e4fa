import { rm } from 'node:fs/promises';
import { applySnapshot, readLiveContent } from '../content/publishing.ts';
import type { Database } from '../db/database.ts';
import { lockContentVersion, raiseContentVersion } from '../repo/contentVersion.ts';
import { insertManifest, type FileEntry } from '../repo/releaseFiles.ts';
import { markLive, replaceLive } from '../repo/siteReleases.ts';
import { holdsLease } from '../repo/siteBuildLease.ts';
import { actorOf, LOST_LEASE, message, OLDER_CONTENT, type Claimed } from './releaseTypes.ts';
import type { SerialLock } from './serialLock.ts';
import { servedFolder, swapSite } from './swapSite.ts';

export interface GoLiveContext {
  db: Database;
  siteDir: string;
  holder: string;
  now: () => Date;
  log: (line: string) => void;
  /** This server's swaps of the site link, one at a time (the sync's too). */
  lock: SerialLock;
  /** The site's source the build was made from (sourceVersion.ts), recorded with it. */
  sourceVersion?: string;
}

/**
 * A finished build of a Publish (or the server's own build of the live content) made live, in one
 * transaction that holds the build lease's row and the live content's version: only if this
 * process still holds the lease, and the content the build started from is still the live content
 * (a build of older content would take the site back: it is refused, and the caller records why).
 * The drafts it holds become the live content and its release the live one; the site's link is
 * swapped to its folder last, inside the transaction, so that once the release reads as live its
 * pages are the ones served. Should the commit fail after the swap, the link goes back. The
 * release's list of files (stored already, storeFiles.ts) is written in the same transaction: a
 * release is never live without every file another server needs to serve it.
 */
export function goLive(ctx: GoLiveContext, claimed: Claimed, outDir: string, pagesDone: number, files: readonly FileEntry[]) {
  return ctx.lock.run(() => swapLive(ctx, claimed, outDir, pagesDone, files));
}

async function swapLive(
  ctx: GoLiveContext,
  { release, snapshot, live: own }: Claimed,
  outDir: string,
  pagesDone: number,
  files: readonly FileEntry[],
) {
  const before = await servedFolder(ctx.siteDir);
  let swapped = false;
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await holdsLease(tx, ctx.holder))) throw new Error(LOST_LEASE);
      const live = await lockContentVersion(tx);
      if (live !== release.builtOn) {
        ctx.log(
          `The ${release.kind} ${release.id} was built from the content of version ${release.builtOn}, and version ${live} ` +
            'went live meanwhile: its pages are not used.',
        );
        throw new Error(OLDER_CONTENT);
      }
      // The server's own build shows the live content as it is; a Publish makes its drafts live, a new version.
      const content = own ? await readLiveContent(tx) : await applySnapshot(tx, snapshot, actorOf(release), ctx.now());
      const contentVersion = own ? live : await raiseContentVersion(tx);
      await replaceLive(tx);
      await markLive(tx, release.id, { content, contentVersion, dir: outDir, pagesDone, now: ctx.now(), sourceVersion: ctx.sourceVersion });
      await insertManifest(tx, release.id, files);
      await swapSite(ctx.siteDir, outDir);
      swapped = true;
    });
  } catch (err) {
    if (swapped) await swapBack(ctx, before, err);
    throw err;
  }
}

/** The link as it was before a swap whose transaction did not commit. */
async function swapBack(ctx: GoLiveContext, before: string | undefined, why: unknown): Promise<void> {
  ctx.log(`The site's new pages were swapped in, but the database did not take them (${message(why)}); the link goes back.`);
  try {
    if (before) await swapSite(ctx.siteDir, before);
    else await rm(ctx.siteDir, { force: true });
  } catch (err) {
    ctx.log(`Could not swap the site's link back: ${message(err)}`);
  }
}
