/**
 * An open loop: `send(due, i)` for i = 0 .. total - 1, the i-th due at i * 1000 / rate ms after the
 * start, whether or not earlier ones have answered. Resolves, once every send has, with the run's
 * length in ms. This is what "p95 at 200 requests per second" means: a closed-loop tool's rate limit
 * (autocannon sends each second's quota in a burst, then waits) measures a burst of queued requests
 * instead, and hides a slow server behind fewer requests.
 */
export async function openLoop(rate: number, total: number, send: (due: number, i: number) => Promise<void>): Promise<number> {
  const interval = 1000 / rate;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      // Everything due by now goes out now: a late timer never thins the load.
      for (const now = performance.now(); sent < total && start + sent * interval <= now; sent++)
        inFlight.push(send(start + sent * interval, sent));
      if (sent >= total) return done();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return performance.now() - start;
}
