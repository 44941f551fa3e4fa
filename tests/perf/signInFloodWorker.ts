import { parentPort, workerData } from 'node:worker_threads';

/**
 * The flood of `npm run bench -- --only signin`, in a thread of its own so that its bookkeeping
 * never delays the timing of the owner's sign-ins in the main thread: `connections` wrong sign-ins
 * at once, each from a new address (the benchmarking range, RFC 2544, only ever written into
 * X-Forwarded-For) and for a login no account has, until told to stop. Bounded in count and time.
 */
const { url, site, connections } = workerData as { url: string; site: string; connections: number };
const floodAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const counts = { attempts: 0, checked: 0, refused: 0, other: 0 };
let stop = false;
parentPort!.on('message', (m) => {
  if (m === 'stop') stop = true;
});
const started = performance.now();
const post = (login: string, from: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': from },
    body: JSON.stringify({ login, password: 'a-wrong-password' }),
  });

async function worker(w: number): Promise<void> {
  for (let i = 0; !stop && i < 5_000 && performance.now() - started < 300_000; i++) {
    const n = counts.attempts++;
    const res = await post(`8${String(100_000_000 + w * 5_000 + i)}`, floodAddress(n)).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.status === 401) counts.checked++;
    else if (res?.status === 429) counts.refused++;
    else counts.other++;
    if (counts.refused === 1 && res?.status === 429) parentPort!.postMessage({ full: true });
  }
}

await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
parentPort!.postMessage({ done: { ...counts, seconds: (performance.now() - started) / 1000 } });
