/**
 * Runs `round` every `everyMs` until stopped, in the background of a server process (the payment
 * reconciler, the messages' outbox): a round still running (a slow provider) skips the next tick,
 * and a round that throws is logged as `name: …`. `stopped` tells a long round to finish early;
 * stop() waits for the round in hand.
 */
export function runEvery(
  everyMs: number,
  name: string,
  log: (line: string) => void,
  round: (stopped: () => boolean) => Promise<unknown>,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round(() => stopped)
      .catch((err) => log(`${name}: ${err instanceof Error ? err.message : err}`))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
