import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { applySnapshot } from '../content/publishing.ts';
import type { Database } from '../db/database.ts';
import { markFailed, markLive, markPreviewReady, replaceLive } from '../repo/siteReleases.ts';
import { holdsLease } from './buildLease.ts';
import { precompressLine } from './buildSite.ts';
import { STAGES, startProgress } from './buildProgress.ts';
import { precompress } from './precompress.ts';
import { ProgressWriter } from './progressWriter.ts';
import { countPages, fileContaining, previewFolder, prunePreviews, releaseFolder } from './releaseFolders.ts';
import { actorOf, ERROR_MAX, LOST_LEASE, message, type Claimed, type SiteBuild } from './releaseTypes.ts';
import { RELEASE_PATH, type ReleaseViews } from './releaseView.ts';
import { swapSite } from './swapSite.ts';

/** What one build needs of the release manager that runs it. */
export interface BuildContext {
  db: Database;
  siteDir: string;
  views: ReleaseViews;
  build: SiteBuild;
  ownOrigin: () => string;
  now: () => Date;
  log: (line: string) => void;
  /** This process's name on the build lease: the swap's transaction checks it still holds it. */
  holder: string;
  pruneReleases: () => Promise<void>;
}

/**
 * One claimed release built: into its own folder, through the content view of its snapshot; a
 * Publish then made live (content and release in one transaction, then the link swapped), a
 * Preview kept as the latest. A failure changes nothing live and is recorded. True when it is done.
 */
export async function buildRelease(ctx: BuildContext, { release, snapshot }: Claimed): Promise<boolean> {
  const { id, kind } = release;
  const outDir = kind === 'preview' ? previewFolder(ctx.siteDir, id) : releaseFolder(ctx.siteDir, id);
  const progress = new ProgressWriter(ctx.db, id, startProgress(release.pagesTotal), ctx.log);
  const token = ctx.views.add(snapshot);
  let committed = false;
  try {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(dirname(outDir), { recursive: true });
    await ctx.build({ apiOrigin: `${ctx.ownOrigin()}${RELEASE_PATH}/${token}`, outDir, onLine: (line) => progress.read(line) });
    progress.stage(STAGES.checking);
    // The address is secret and dies with the build: a page that names it would be a broken page.
    const leaked = await fileContaining(outDir, `${RELEASE_PATH}/${token}`);
    if (leaked) throw new Error(`The build wrote its private API address into ${relative(outDir, leaked)}.`);
    if (!existsSync(join(outDir, 'index.html'))) throw new Error('The build made no home page (index.html).');
    const pagesDone = await countPages(outDir);
    if (kind === 'publish') {
      progress.stage(STAGES.compressing);
      ctx.log(precompressLine(await precompress(outDir)));
      progress.stage(STAGES.live);
      await progress.flush();
      await ctx.db.transaction(async (tx) => {
        if (!(await holdsLease(tx, ctx.holder))) throw new Error(LOST_LEASE);
        const content = await applySnapshot(tx, snapshot, actorOf(release), ctx.now());
        await replaceLive(tx);
        await markLive(tx, id, { content, dir: outDir, pagesDone, now: ctx.now() });
      });
      committed = true;
      await swapSite(ctx.siteDir, outDir);
      await ctx.pruneReleases();
    } else {
      await progress.flush();
      await ctx.db.transaction(async (tx) => {
        if (!(await holdsLease(tx, ctx.holder))) throw new Error(LOST_LEASE);
        await markPreviewReady(tx, id, { dir: outDir, pagesDone, now: ctx.now() });
      });
      committed = true;
      await prunePreviews(ctx.siteDir, outDir);
    }
    return true;
  } catch (err) {
    await progress.flush();
    if (committed) {
      // Live in the database, not on disk: the next Publish or Rollback swaps the link again.
      ctx.log(`The ${kind} ${id} is live but its pages could not be swapped in: ${message(err)}`);
    } else {
      ctx.log(`The ${kind} ${id} failed: ${message(err)}`);
      await rm(outDir, { recursive: true, force: true }).catch(() => {});
      await markFailed(ctx.db, id, message(err).slice(-ERROR_MAX), ctx.now()).catch((e: unknown) =>
        ctx.log(`Could not record the failure of ${id}: ${message(e)}`),
      );
    }
  } finally {
    ctx.views.remove(token);
  }
  return false;
}
