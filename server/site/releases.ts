import type { Database } from '../db/database.ts';
import type { Actor } from '../content/snapshot.ts';
import { HttpError } from '../http/errors.ts';
import { hasQueued, insertRequest, liveRelease, releaseById } from '../repo/siteReleases.ts';
import type { ReleaseStatus } from '../../src/lib/api/deskReleases.ts';
import { LEASE_SECONDS, RENEW_EVERY_MS } from '../repo/siteBuildLease.ts';
import { LeaseKeeper } from './leaseKeeper.ts';
import { databaseFileStore } from './fileStore.ts';
import { LiveFiles } from './liveFiles.ts';
import { releaseFolder } from './releaseFolders.ts';
import { readReleaseStatus, releaseView } from './releaseStatus.ts';
import { ReleaseViews } from './releaseView.ts';
import { SiteSync } from './siteSync.ts';
import { swapSite } from './swapSite.ts';
import { buildRelease } from './buildRelease.ts';
import { claimQueued, claimServerBuild, ownTransaction, pagesEstimate, rollbackTo } from './releaseSteps.ts';
import {
  BUSY,
  message,
  newReleaseId,
  STOPPING,
  STOPPED_MIDWAY,
  type Claimed,
  type ReleaseManagerOptions,
  type Requested,
  type RequestTransaction,
  type SiteBuild,
} from './releaseTypes.ts';

/**
 * The site's releases: Preview, Publish and Rollback.
 *
 * A Preview or a Publish is stored 'queued' and built by whichever server process holds the build
 * lease (server/repo/siteBuildLease.ts): this one at once when the lease is free, else the holder when its build is
 * done (it looks for queued work before letting go), else any process's next poll. A build serves
 * every queued request of its kind: the drafts are frozen when it starts, so it includes them all.
 *
 * The build reads the API through a secret address of this server (`/_release/<token>`,
 * releaseView.ts) that answers with the frozen drafts made live in a rolled-back transaction. A
 * Publish's pages go into their own folder; if the build succeeds, one transaction makes the
 * drafts live and the release 'live' and swaps the site's link to the folder (goLive.ts). If it
 * fails, nothing live changes and the release keeps the reason. The folders of the live release
 * and the last five before it are kept for Rollback, which makes one of them live again, content
 * and pages, without a build.
 *
 * The server's own build of the live content (buildLive) takes the same lease, and records the
 * version of the live content it read: no build goes live over content newer than it was built
 * from (contentVersion.ts).
 *
 * A Publish's files are stored in the database before it goes live (liveFiles.ts), so that every
 * other server on it brings the live release to its own folder (siteSync.ts, startSync), a
 * Rollback through any of them fetches the pages it has not got, and a server that starts serves
 * the live release without building it when it would build the same pages.
 */
export class ReleaseManager {
  readonly views = new ReleaseViews();
  readonly files: LiveFiles;
  private readonly sync: SiteSync;
  private readonly sourceVersion: string | undefined;
  private readonly db: Database;
  private readonly siteDir: string;
  private readonly build: SiteBuild;
  private readonly ownOrigin: () => string;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly lease: LeaseKeeper;
  private working: Promise<void> | undefined;
  private starting: Promise<void> | undefined;
  private kickAgain = false;
  private poller: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private done = 0;
  /** Ends a build in progress when the server stops and cannot wait for it (stop's graceMs). */
  private readonly abort = new AbortController();

  constructor(o: ReleaseManagerOptions) {
    this.db = o.db;
    this.siteDir = o.siteDir;
    this.build = o.build;
    this.ownOrigin = o.ownOrigin;
    this.now = o.now ?? (() => new Date());
    this.log = o.log ?? ((line) => console.log(line));
    this.sourceVersion = o.sourceVersion;
    this.files = new LiveFiles({ db: o.db, siteDir: o.siteDir, store: o.files ?? databaseFileStore(o.db), log: this.log });
    this.sync = new SiteSync(this.files, this.log);
    this.lease = new LeaseKeeper({
      db: o.db,
      seconds: o.leaseSeconds ?? LEASE_SECONDS,
      renewMs: o.renewMs ?? RENEW_EVERY_MS,
      now: this.now,
      log: this.log,
    });
  }

  /** Publishes and previews this process built since it started, its own first build left out (the admin trigger's answer). */
  get buildsDone(): number {
    return this.done;
  }

  /**
   * Starts building: until then requests are only stored (the server's own first build of the site,
   * buildLive, runs meanwhile). Then looks for queued work every `pollMs` (0: only when asked), for
   * the requests stored by a process that could not build them then.
   */
  start(pollMs = 5000): void {
    this.started = true;
    if (pollMs > 0 && !this.poller) {
      this.poller = setInterval(() => void this.kick(), pollMs);
      this.poller.unref();
    }
    void this.kick();
  }

  /** Brings the release made live through another server here, looking every `periodMs` (siteSync.ts); syncNow looks at once. */
  startSync(periodMs: number): void {
    this.sync.start(periodMs);
  }

  syncNow(): Promise<boolean> {
    return this.sync.syncNow();
  }

  /**
   * Takes no more work and resolves when this process's build, if any, is done; one still running
   * after `graceMs` is ended and failed (STOPPED_MIDWAY), so that its lease is handed back at once.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    await this.sync.stop();
    const timer = Number.isFinite(graceMs) ? setTimeout(() => this.abort.abort(new Error(STOPPED_MIDWAY)), graceMs) : undefined;
    try {
      await this.idle();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves when this process is building nothing and starting nothing. */
  async idle(): Promise<void> {
    while (this.working || this.starting) await (this.working ?? this.starting);
  }

  /**
   * The server's own build of the live content, drafts left out (at its start, and `npm run
   * build`), taken in turn with the releases: it waits for the build lease (another process's
   * Publish goes first), reads the live content's version, builds from the API at `apiOrigin` (or
   * this server's view of no drafts), and goes live as a publish by `actor` only if that version is
   * still the live one then (goLive.ts). Before start(), which it must not run beside. True when
   * its pages are live. When the live release was built from this source and shows the live
   * content, its stored files are served instead, and nothing is built (LiveFiles.serveLive).
   */
  async buildLive(actor: Actor, apiOrigin?: string, pollMs = 1000): Promise<boolean> {
    if (this.started || this.working) throw new Error('The server builds the live content before it builds releases, not beside them.');
    const run = (async () => {
      if (apiOrigin === undefined && (await this.files.serveLive(this.sourceVersion))) return true;
      if (!(await this.lease.waitFor(pollMs, () => this.stopped))) return false;
      return this.lease.holding(async () => {
        const pagesTotal = await pagesEstimate(this.db, this.siteDir);
        const claimed = await this.db.transaction((tx) => claimServerBuild(tx, this.lease.holder, actor, pagesTotal, this.now()));
        return claimed ? this.runBuild({ ...claimed, live: { apiOrigin } }) : false;
      });
    })();
    this.working = run.then(
      () => {},
      () => {},
    );
    try {
      return await run;
    } finally {
      this.working = undefined;
    }
  }

  status(): Promise<ReleaseStatus> {
    return readReleaseStatus(this.db, this.now(), true);
  }

  publish(actor: Actor, within?: RequestTransaction): Promise<Requested> {
    return this.request('publish', actor, within);
  }

  preview(actor: Actor, within?: RequestTransaction): Promise<Requested> {
    return this.request('preview', actor, within);
  }

  /**
   * Makes one of the last five publishes live again: in one transaction its content and a
   * 'rollback' release naming its folder, then the link swapped to that folder. Refused (409)
   * while a build runs, so that the build cannot swap over it.
   */
  async rollback(
    releaseId: string,
    actor: Actor,
    within: RequestTransaction = ownTransaction(this.db, actor, this.now),
  ): Promise<Requested> {
    if (this.stopped) throw new HttpError(503, STOPPING);
    if (!this.started) throw new HttpError(409, BUSY);
    if (!(await this.lease.take())) throw new HttpError(409, BUSY);
    try {
      // Its pages here first, from its stored files, when this server did not build it (rollbackTo refuses it otherwise).
      await this.files.bringHere(releaseId).catch((err: unknown) => this.log(`Could not fetch the release ${releaseId}: ${message(err)}`));
      const done = await this.files.lock.run(async () => {
        const row = await within((tx, now) => rollbackTo(tx, releaseId, actor, now, this.siteDir));
        await swapSite(this.siteDir, releaseFolder(this.siteDir, row.restores!));
        return row;
      });
      await this.pruneReleases();
      return { release: releaseView(done, this.now()), started: true };
    } finally {
      await this.lease.release();
      // Work queued meanwhile waited for the lease.
      void this.kick();
    }
  }

  /** Starts the queued work, if any and if this process can take the lease; resolves once it has started or cannot. */
  kick(): Promise<void> {
    if (this.stopped || !this.started) return Promise.resolve();
    if (this.starting) {
      // A request stored after that start looked for work: it looks again.
      this.kickAgain = true;
      return this.starting;
    }
    // The build in progress looks for queued work before it ends.
    if (this.working) return Promise.resolve();
    this.starting = (async () => {
      try {
        do {
          this.kickAgain = false;
          await this.tryStart();
        } while (this.kickAgain && !this.working && !this.stopped);
      } finally {
        this.starting = undefined;
      }
    })();
    return this.starting;
  }

  /** Stores a request, then has it built at once if nothing else is building. */
  private async request(kind: 'preview' | 'publish', actor: Actor, within = ownTransaction(this.db, actor, this.now)): Promise<Requested> {
    if (this.stopped) throw new HttpError(503, STOPPING);
    const stored = await within(async (tx, now) => {
      const row = await insertRequest(tx, { id: newReleaseId(now), kind, actor, now });
      return { value: row, audit: { action: `site.${kind}`, target: `release:${row.id}` } };
    });
    await this.kick();
    const current = (await releaseById(this.db, stored.id)) ?? stored;
    return { release: releaseView(current, this.now()), started: current.status !== 'queued' };
  }

  private async tryStart(): Promise<void> {
    try {
      if (!(await hasQueued(this.db)) || !(await this.lease.take())) return;
      let first: Claimed | undefined;
      try {
        first = await this.claimNext();
      } finally {
        if (!first) await this.lease.release();
      }
      if (!first) return;
      this.working = this.work(first).finally(() => {
        this.working = undefined;
        // A request stored after the last look for work.
        void this.kick();
      });
    } catch (err) {
      this.log(`Could not start a site build: ${message(err)}`);
    }
  }

  /** Builds `first`, then whatever was queued meanwhile, holding (and renewing) the lease throughout. */
  private async work(first: Claimed): Promise<void> {
    await this.lease.holding(async () => {
      try {
        for (let job: Claimed | undefined = first; job; job = this.stopped ? undefined : await this.claimNext()) await this.runBuild(job);
      } catch (err) {
        this.log(`Could not look for queued site builds: ${message(err)}`);
      }
    });
  }

  /**
   * The next build, while this process holds the lease: the oldest queued request and every other
   * queued one of its kind, the drafts frozen now, in one transaction.
   */
  private async claimNext(): Promise<Claimed | undefined> {
    const pagesTotal = await pagesEstimate(this.db, this.siteDir);
    return this.db.transaction((tx) => claimQueued(tx, this.lease.holder, pagesTotal, this.now()));
  }

  private async runBuild(claimed: Claimed): Promise<boolean> {
    const ctx = {
      db: this.db,
      siteDir: this.siteDir,
      views: this.views,
      build: this.build,
      ownOrigin: this.ownOrigin,
      now: this.now,
      log: this.log,
      holder: this.lease.holder,
      pruneReleases: () => this.pruneReleases(),
      storeFiles: (outDir: string) => this.files.storeBuilt(outDir),
      lock: this.files.lock,
      sourceVersion: this.sourceVersion,
      signal: this.abort.signal,
    };
    const done = await buildRelease(ctx, claimed);
    if (done && !claimed.live) this.done += 1;
    return done;
  }

  /** Keeps the folders and stored files of the live release and the five before it (and the folder served); removes the rest. */
  private pruneReleases(): Promise<void> {
    return this.files.prune();
  }
}
