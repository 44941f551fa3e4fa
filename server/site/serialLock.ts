/**
 * Runs work one piece at a time, in the order asked, within one process: the swaps of the site's
 * link (a Publish going live, a Rollback, the sync bringing another server's release) never
 * interleave, so none swaps back over a newer one.
 */
export class SerialLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => {});
    return result;
  }
}
