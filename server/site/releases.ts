import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { readLiveContent } from '../content/publishing.ts';
import type { Actor } from '../content/snapshot.ts';
import { recordAudit } from '../desk/audit.ts';
import { HttpError } from '../http/errors.ts';
import {
  failAbandoned,
  hasQueued,
  insertRequest,
  liveRelease,
  markLive,
  releaseById,
  replaceLive,
  rollbackTargets,
} from '../repo/siteReleases.ts';
import { ROLLBACK_DEPTH, type ReleaseStatus } from '../../src/lib/api/deskReleases.ts';
import { LEASE_SECONDS, releaseLease, renewLease, RENEW_EVERY_MS, takeLease } from './buildLease.ts';
import { countPages, pruneReleaseFolders } from './releaseFolders.ts';
import { readReleaseStatus, releaseView } from './releaseStatus.ts';
import { ReleaseViews } from './releaseView.ts';
import { servedFolder, swapSite } from './swapSite.ts';
import { buildRelease } from './buildRelease.ts';
import { claimQueued, rollbackTo } from './releaseSteps.ts';
import {
  ABANDONED,
  BUSY,
  message,
  newReleaseId,
  STOPPING,
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
 * lease (buildLease.ts): this one at once when the lease is free, else the holder when its build is
 * done (it looks for queued work before letting go), else any process's next poll. A build serves
 * every queued request of its kind: the drafts are frozen when it starts, so it includes them all.
 *
 * The build reads the API through a secret address of this server (`/_release/<token>`,
 * releaseView.ts) that answers with the frozen drafts made live in a rolled-back transaction. A Publish's pages go into
 * their own folder; if the build succeeds, one transaction makes the drafts live and the release
 * 'live', then the site's link is swapped to the folder. If it fails, nothing live changes and the
 * release keeps the reason. The folders of the live release and the last five before it are kept
 * for Rollback, which makes one of them live again, content and pages, without a build.
 */
export class ReleaseManager {
  readonly views = new ReleaseViews();
  private readonly db: Database;
  private readonly siteDir: string;
  private readonly build: SiteBuild;
  private readonly ownOrigin: () => string;
  private readonly now: () => Date;
  private readonly leaseSeconds: number;
  private readonly renewMs: number;
  private readonly log: (line: string) => void;
  /** This process's name on the lease. */
  private readonly holder = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private working: Promise<void> | undefined;
  private starting: Promise<void> | undefined;
  private kickAgain = false;
  private poller: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private done = 0;

  constructor(o: ReleaseManagerOptions) {
    this.db = o.db;
    this.siteDir = o.siteDir;
    this.build = o.build;
    this.ownOrigin = o.ownOrigin;
    this.now = o.now ?? (() => new Date());
    this.leaseSeconds = o.leaseSeconds ?? LEASE_SECONDS;
    this.renewMs = o.renewMs ?? RENEW_EVERY_MS;
    this.log = o.log ?? ((line) => console.log(line));
  }

  /** Builds finished by this process since it started (for the admin trigger's answer). */
  get buildsDone(): number {
    return this.done;
  }

  /**
   * Starts building: until then requests are only stored (the server's own first build of the site
   * runs meanwhile, and two astro builds must not share the project's folders). Then looks for
   * queued work every `pollMs` (0: only when asked), for the requests stored by a process that
   * could not build them then.
   */
  start(pollMs = 5000): void {
    this.started = true;
    if (pollMs > 0 && !this.poller) {
      this.poller = setInterval(() => void this.kick(), pollMs);
      this.poller.unref();
    }
    void this.kick();
  }

  /** Takes no more work and resolves when this process's build, if any, is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    await this.idle();
  }

  /** Resolves when this process is building nothing and starting nothing. */
  async idle(): Promise<void> {
    while (this.working || this.starting) await (this.working ?? this.starting);
  }

  /**
   * The site this server built at its start (from the live content, drafts left out), recorded as
   * the live release when it is not one already: so the first Publish from the desk has a release
   * to roll back to, with the content it was built from.
   */
  async adoptServed(actor: Actor): Promise<void> {
    const dir = await servedFolder(this.siteDir);
    if (!dir || !existsSync(join(dir, 'index.html'))) return;
    const pagesDone = await countPages(dir);
    await this.db.transaction(async (tx) => {
      if ((await liveRelease(tx))?.dir === dir) return;
      const now = this.now();
      const { id } = await insertRequest(tx, { id: newReleaseId(now), kind: 'publish', actor, now });
      await replaceLive(tx);
      await markLive(tx, id, { content: await readLiveContent(tx), dir, pagesDone, now });
    });
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
  async rollback(releaseId: string, actor: Actor, within: RequestTransaction = this.ownTransaction(actor)): Promise<Requested> {
    if (this.stopped) throw new HttpError(503, STOPPING);
    if (!this.started) throw new HttpError(409, BUSY);
    if (!(await this.takeLease())) throw new HttpError(409, BUSY);
    try {
      const done = await within((tx, now) => rollbackTo(tx, releaseId, actor, now));
      await swapSite(this.siteDir, done.dir!);
      await this.pruneReleases();
      return { release: releaseView(done, this.now()), started: true };
    } finally {
      await releaseLease(this.db, this.holder).catch((err: unknown) => this.log(`Could not free the build lease: ${message(err)}`));
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
  private async request(kind: 'preview' | 'publish', actor: Actor, within = this.ownTransaction(actor)): Promise<Requested> {
    if (this.stopped) throw new HttpError(503, STOPPING);
    const stored = await within(async (tx, now) => {
      const row = await insertRequest(tx, { id: newReleaseId(now), kind, actor, now });
      return { value: row, audit: { action: `site.${kind}`, target: `release:${row.id}` } };
    });
    await this.kick();
    const current = (await releaseById(this.db, stored.id)) ?? stored;
    return { release: releaseView(current, this.now()), started: current.status !== 'queued' };
  }

  /** The server's own transaction for a request (the tests', a script's): audited as the actor's, from nowhere. */
  private ownTransaction(actor: Actor): RequestTransaction {
    return (work) =>
      this.db.transaction(async (tx) => {
        const now = this.now();
        const { value, audit } = await work(tx, now);
        await recordAudit(tx, { ...audit, staffId: actor.staffId, staffName: actor.staffName, clientAddress: '', userAgent: '', at: now });
        return value;
      });
  }

  /** The lease; builds a process left 'building' when it stopped are failed, since nobody builds them now. */
  private async takeLease(): Promise<boolean> {
    if (!(await takeLease(this.db, this.holder, this.leaseSeconds))) return false;
    try {
      const abandoned = await failAbandoned(this.db, ABANDONED, this.now());
      if (abandoned.length) this.log(`Site builds left unfinished by a stopped server: ${abandoned.join(', ')}.`);
    } catch (err) {
      await releaseLease(this.db, this.holder).catch(() => {});
      throw err;
    }
    return true;
  }

  private async tryStart(): Promise<void> {
    try {
      if (!(await hasQueued(this.db)) || !(await this.takeLease())) return;
      let first: Claimed | undefined;
      try {
        first = await this.claimNext();
      } finally {
        if (!first) await releaseLease(this.db, this.holder);
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
    const renewal = setInterval(() => {
      renewLease(this.db, this.holder, this.leaseSeconds).then(
        (held) => held || this.log('This server lost the build lease; its build will not be used.'),
        (err: unknown) => this.log(`Could not renew the build lease: ${message(err)}`),
      );
    }, this.renewMs);
    renewal.unref();
    try {
      for (let job: Claimed | undefined = first; job; job = this.stopped ? undefined : await this.claimNext()) await this.runBuild(job);
    } catch (err) {
      this.log(`Could not look for queued site builds: ${message(err)}`);
    } finally {
      clearInterval(renewal);
      await releaseLease(this.db, this.holder).catch((err: unknown) => this.log(`Could not free the build lease: ${message(err)}`));
    }
  }

  /**
   * The next build, while this process holds the lease: the oldest queued request and every other
   * queued one of its kind, the drafts frozen now, in one transaction.
   */
  private async claimNext(): Promise<Claimed | undefined> {
    const pagesTotal = await this.pagesEstimate();
    return this.db.transaction((tx) => claimQueued(tx, this.holder, pagesTotal, this.now()));
  }

  /** The pages the site had last time: the live release's, or the served folder's. */
  private async pagesEstimate(): Promise<number | null> {
    const live = await liveRelease(this.db);
    if (live?.pagesTotal) return live.pagesTotal;
    return (await countPages(this.siteDir)) || null;
  }

  private async runBuild(claimed: Claimed): Promise<void> {
    const ctx = {
      db: this.db,
      siteDir: this.siteDir,
      views: this.views,
      build: this.build,
      ownOrigin: this.ownOrigin,
      now: this.now,
      log: this.log,
      holder: this.holder,
      pruneReleases: () => this.pruneReleases(),
    };
    if (await buildRelease(ctx, claimed)) this.done += 1;
  }

  /** Keeps the folders of the live release, of the five before it, and the one served; removes the rest. */
  private async pruneReleases(): Promise<void> {
    const live = await liveRelease(this.db);
    const targets = await rollbackTargets(this.db, live?.dir ?? null, ROLLBACK_DEPTH);
    const keep = new Set([live?.dir, ...targets.map((t) => t.dir), await servedFolder(this.siteDir)].filter((d): d is string => !!d));
    await pruneReleaseFolders(this.siteDir, keep);
  }
}
