import type { Queryable } from '../db/database.ts';
import { setProgress } from '../repo/siteReleases.ts';
import { progressAfter, type BuildProgress } from './buildProgress.ts';

/**
 * Keeps a build's progress in its release's row, where every server process reads it. A build
 * prints faster than the database writes: one write at a time, each of the latest progress, so
 * the row trails the build by one write at most and the build never waits for it.
 */
export class ProgressWriter {
  private progress: BuildProgress;
  private pending = false;
  private writing: Promise<void> | undefined;
  private readonly db: Queryable;
  private readonly id: string;
  private readonly log: (line: string) => void;

  constructor(db: Queryable, id: string, start: BuildProgress, log: (line: string) => void) {
    this.db = db;
    this.id = id;
    this.progress = start;
    this.log = log;
  }

  get current(): BuildProgress {
    return this.progress;
  }

  /** One line of the build's output. */
  read(line: string): void {
    const next = progressAfter(this.progress, line);
    if (next !== this.progress) this.set(next);
  }

  stage(stage: string): void {
    this.set({ ...this.progress, stage });
  }

  /** Resolves once the row holds the latest progress. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private set(progress: BuildProgress): void {
    this.progress = progress;
    this.pending = true;
    this.writing ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.pending) {
      this.pending = false;
      // Progress is for people to watch: a failed write is logged, and the build goes on.
      await setProgress(this.db, this.id, this.progress).catch((err: unknown) =>
        this.log(`Could not record the build's progress: ${err instanceof Error ? err.message : String(err)}`),
      );
    }
    this.writing = undefined;
  }
}
