import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Database } from '../db/database.ts';
import type { FileEntry } from '../repo/releaseFiles.ts';
import { markFailed, markPreviewReady } from '../repo/siteReleases.ts';
import { holdsLease } from '../repo/siteBuildLease.ts';
import { precompressLine } from './buildSite.ts';
import { STAGES, startProgress } from './buildProgress.ts';
import { goLive } from './goLive.ts';
import { precompress } from './precompress.ts';
import { ProgressWriter } from './progressWriter.ts';
import { countPages, fileContaining, previewFolder, prunePreviews, releaseFolder } from './releaseFolders.ts';
import { ERROR_MAX, LOST_LEASE, message, type Claimed, type SiteBuild } from './releaseTypes.ts';
import { RELEASE_PATH, type ReleaseViews } from './releaseView.ts';
import type { SerialLock } from './serialLock.ts';

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
  /** Stores a Publish's files where every server can fetch them, before it goes live (liveFiles.ts). */
  storeFiles: (outDir: string) => Promise<FileEntry[]>;
  lock: SerialLock;
  sourceVersion?: string;
  /** Aborted when the server stops and cannot wait for the build any longer. */
  signal?: AbortSignal;
}

/**
 * One claimed release built: into its own folder, through the content view of its snapshot (or,
 * the server's own build, from the live content); a Publish then made live (goLive.ts), a Preview
 * kept as the latest. A failure changes nothing live and is recorded. True when it is done.
 */
export async function buildRelease(ctx: BuildContext, claimed: Claimed): Promise<boolean> {
  const { release, snapshot, live } = claimed;
  const { id, kind } = release;
  const outDir = kind === 'preview' ? previewFolder(ctx.siteDir, id) : releaseFolder(ctx.siteDir, id);
  const progress = new ProgressWriter(ctx.db, id, startProgress(release.pagesTotal), ctx.log);
  const token = live?.apiOrigin === undefined ? ctx.views.add(snapshot) : undefined;
  let committed = false;
  try {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(dirname(outDir), { recursive: true });
    const apiOrigin = live?.apiOrigin ?? `${ctx.ownOrigin()}${RELEASE_PATH}/${token}`;
    await ctx.build({ apiOrigin, outDir, onLine: (line) => progress.read(line), signal: ctx.signal });
    ctx.signal?.throwIfAborted();
    progress.stage(STAGES.checking);
    // The address is secret and dies with the build: a page that names it would be a broken page.
    const leaked = token && (await fileContaining(outDir, `${RELEASE_PATH}/${token}`));
    if (leaked) throw new Error(`The build wrote its private API address into ${relative(outDir, leaked)}.`);
    if (!existsSync(join(outDir, 'index.html'))) throw new Error('The build made no home page (index.html).');
    const pagesDone = await countPages(outDir);
    if (kind === 'publish') {
      progress.stage(STAGES.compressing);
      ctx.log(precompressLine(await precompress(outDir, ctx.siteDir)));
      progress.stage(STAGES.storing);
      const files = await ctx.storeFiles(outDir);
      progress.stage(STAGES.live);
      await progress.flush();
      await goLive(ctx, claimed, outDir, pagesDone, files);
      committed = true;
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
      // Live, pages and all: only the folders of old releases may be left over.
      ctx.log(`The ${kind} ${id} is live, but the old releases' folders could not be cleared: ${message(err)}`);
    } else {
      // A build ended because the server stops says so, not how its process was ended.
      const why = ctx.signal?.aborted ? message(ctx.signal.reason) : message(err);
      ctx.log(`The ${kind} ${id} failed: ${why}`);
      await rm(outDir, { recursive: true, force: true }).catch(() => {});
      await markFailed(ctx.db, id, why.slice(-ERROR_MAX), ctx.now()).catch((e: unknown) =>
        ctx.log(`Could not record the failure of ${id}: ${message(e)}`),
      );
    }
  } finally {
    if (token) ctx.views.remove(token);
  }
  return false;
}
