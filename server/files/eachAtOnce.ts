/**
 * `work` on every item, `atOnce` at a time. For file-system work: each item is a few calls that
 * wait on libuv's threads, and one after the other a thousand files were seconds of a build.
 */
export async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>, atOnce = 32): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}
