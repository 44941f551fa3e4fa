import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database.ts';
import { failAbandoned } from '../repo/siteReleases.ts';
import { releaseLease, renewLease, takeLease } from '../repo/siteBuildLease.ts';
import { ABANDONED, message } from './releaseTypes.ts';

/**
 * This process's hold on the build lease (server/repo/siteBuildLease.ts), for the release manager: taking it,
 * waiting for it, keeping it renewed while work runs, and letting it go.
 */
export class LeaseKeeper {
  /** This process's name on the lease. */
  readonly holder = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly db: Database;
  private readonly seconds: number;
  private readonly renewMs: number;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;

  constructor(o: { db: Database; seconds: number; renewMs: number; now: () => Date; log: (line: string) => void }) {
    this.db = o.db;
    this.seconds = o.seconds;
    this.renewMs = o.renewMs;
    this.now = o.now;
    this.log = o.log;
  }

  /** The lease, if free; builds a process left 'building' when it stopped are failed, since nobody builds them now. */
  async take(): Promise<boolean> {
    if (!(await takeLease(this.db, this.holder, this.seconds))) return false;
    try {
      const abandoned = await failAbandoned(this.db, ABANDONED, this.now());
      if (abandoned.length) this.log(`Site builds left unfinished by a stopped server: ${abandoned.join(', ')}.`);
    } catch (err) {
      await releaseLease(this.db, this.holder).catch(() => {});
      throw err;
    }
    return true;
  }

  /**
   * Takes the lease once it is free, asking every `pollMs` (another process's build goes first);
   * false if `givenUp` says so first.
   */
  async waitFor(pollMs: number, givenUp: () => boolean): Promise<boolean> {
    for (let asked = 0; !givenUp(); asked++) {
      if (await this.take()) return true;
      if (asked === 0) this.log('Another server process is building the site; this one waits for it to finish first.');
      await new Promise((r) => setTimeout(r, pollMs));
    }
    return false;
  }

  /** Runs `work` with the lease held, renewing it meanwhile, and frees it after. */
  async holding<T>(work: () => Promise<T>): Promise<T> {
    const renewal = setInterval(() => {
      renewLease(this.db, this.holder, this.seconds).then(
        (held) => held || this.log('This server lost the build lease; its build will not be used.'),
        (err: unknown) => this.log(`Could not renew the build lease: ${message(err)}`),
      );
    }, this.renewMs);
    renewal.unref();
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.release();
    }
  }

  async release(): Promise<void> {
    await releaseLease(this.db, this.holder).catch((err: unknown) => this.log(`Could not free the build lease: ${message(err)}`));
  }
}
