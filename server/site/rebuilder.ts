/**
 * Rebuilds the site in the background on request. Requests that arrive during a build are
 * coalesced into one more build after it, so a burst of edits costs two builds at most and the
 * last edit is always in the site.
 */
export interface RebuildStatus {
  running: boolean;
  queued: boolean;
  /** Completed builds since the server started. */
  builds: number;
  lastFinishedAt: string | null;
  lastError: string | null;
}

export class SiteRebuilder {
  private running: Promise<void> | undefined;
  private queued = false;
  private builds = 0;
  private lastFinishedAt: string | null = null;
  private lastError: string | null = null;
  private readonly build: () => Promise<unknown>;

  constructor(build: () => Promise<unknown>) {
    this.build = build;
  }

  /** Starts a build, or queues one after the build in progress. */
  request(): 'started' | 'queued' {
    if (this.running) {
      this.queued = true;
      return 'queued';
    }
    this.running = this.loop();
    return 'started';
  }

  private async loop(): Promise<void> {
    do {
      this.queued = false;
      try {
        await this.build();
        this.builds += 1;
        this.lastError = null;
      } catch (err) {
        this.lastError = err instanceof Error ? err.message : String(err);
        console.error(`Site rebuild failed: ${this.lastError}`);
      }
      this.lastFinishedAt = new Date().toISOString();
    } while (this.queued);
    this.running = undefined;
  }

  status(): RebuildStatus {
    return {
      running: Boolean(this.running),
      queued: this.queued,
      builds: this.builds,
      lastFinishedAt: this.lastFinishedAt,
      lastError: this.lastError,
    };
  }

  /** Resolves when no build is running or queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
