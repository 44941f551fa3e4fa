import { liveRelease } from '../repo/siteReleases.ts';
import { pagesOf, type LiveFiles } from './liveFiles.ts';
import { releaseFolder } from './releaseFolders.ts';
import { servedFolder } from './swapSite.ts';
import { message } from './releaseTypes.ts';

/** How often a server looks for a release made live elsewhere, by default (SITE_SYNC_SECONDS). */
export const SITE_SYNC_SECONDS = 5;

/**
 * Every server on the database serves the live release. Every `periodMs` this server reads which
 * release is live; when its pages are not the ones served here (a Publish or a Rollback made
 * through another server), it brings them into a folder of its own from their stored files
 * (liveFiles.ts: the files it serves already are re-used, only the others fetched) and swaps the
 * site to it once complete, as a Publish does: never a half site. The server that made a release
 * live serves it already and does nothing.
 */
export class SiteSync {
  private readonly files: LiveFiles;
  private readonly log: (line: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;
  private stopped = false;
  /** The last failure told, so that a database that is down is not told again every few seconds. */
  private lastFailure = '';

  constructor(files: LiveFiles, log: (line: string) => void) {
    this.files = files;
    this.log = log;
  }

  start(periodMs: number): void {
    this.stopped = false;
    if (periodMs > 0 && !this.timer) {
      this.timer = setInterval(() => void this.syncNow(), periodMs);
      this.timer.unref();
    }
    void this.syncNow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One look (the one under way, if any); true when it swapped the site to the live release. */
  syncNow(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    this.running ??= this.once()
      .then(
        (swapped) => ((this.lastFailure = ''), swapped),
        (err: unknown) => {
          const why = `Could not bring the live release to this server: ${message(err)}`;
          if (why !== this.lastFailure) this.log(why);
          this.lastFailure = why;
          return false;
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async once(): Promise<boolean> {
    const live = await liveRelease(this.files.db);
    if (!live) return false;
    const id = pagesOf(live);
    const served = await servedFolder(this.files.siteDir);
    if (served === releaseFolder(this.files.siteDir, id) || (served && served === live.dir)) return false;
    const dir = await this.files.bringHere(id);
    if (!dir) throw new Error(`the live release ${id} has no stored files; this server keeps the site it serves.`);
    const swapped = await this.files.swapIf(dir, async () => {
      const now = await liveRelease(this.files.db);
      return !!now && pagesOf(now) === id && !this.stopped;
    });
    if (swapped) {
      this.log(`Serving the release ${id}, made live through another server.`);
      await this.files.pruneHere();
    }
    return swapped;
  }
}
