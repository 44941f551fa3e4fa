import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { freePort } from '../../scripts/freePort.ts';
import { loadCall, type LoadFigures } from './apiLoad.ts';
import { figuresOf, staffCookie, type ScaleFigures } from './scaleLoad.ts';
import { serveProduct } from './serveProduct.ts';
import { markdownTable, percentileColumns } from './table.ts';

/**
 * `npm run bench -- --only embedded`: the embedded database (PGlite: one process, one query at a
 * time) under the load docs/deploy.md names as its limit. Customers read a theatre's slots at
 * `rate` a second, alone and then while staff work at the desk (a Find and the day board, each once
 * a second, as a few people at the counter do); the customers' p95 beside the desk is what the
 * priority order (server/db/workPriority.ts) is for, and the desk's own p95 is what it costs staff.
 */

/** A desk call's times while the customers' load runs, and how many did not answer 2xx. */
export interface DeskFigures extends ScaleFigures {
  non2xx: number;
}

export interface EmbeddedFigures {
  customers: LoadFigures[];
  desk: DeskFigures[];
}

/** Calls `once` every second until `done` settles; the time of each, and how many did not answer 2xx. */
async function everySecond(call: string, once: () => Promise<Response>, done: Promise<unknown>): Promise<DeskFigures> {
  const ms: number[] = [];
  let non2xx = 0;
  let finished = false;
  const stop = () => void (finished = true);
  done.then(stop, stop);
  while (!finished) {
    const started = performance.now();
    const res = await once();
    await res.arrayBuffer();
    ms.push(performance.now() - started);
    if (!res.ok) non2xx += 1;
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
  }
  return { ...figuresOf(call, ms), non2xx };
}

export async function benchEmbedded(seconds: number, rate = 200): Promise<EmbeddedFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'theatre-embedded-'));
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const api = await serveProduct({ port, env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', SITE_URL: site }, apiOnly: true });
  try {
    const today = istToday(new Date());
    const slots = ['web/getslotsbydate', { theatreId: 'th-aurora', slotDate: today }] as const;
    const cookie = await staffCookie(api.origin, site);
    const desk = (call: 'board' | 'bookingList', query: Record<string, string>) => () =>
      fetch(`${api.origin}${DESK_PREFIX}${deskCalls[call].path}?${new URLSearchParams(query)}`, { headers: { cookie } });
    await loadCall(api.origin, 'PGlite', slots[0], slots[1], { seconds: 2, rate, connections: 10 }); // warm-up
    const alone = await loadCall(api.origin, 'PGlite', slots[0], slots[1], { seconds, rate, connections: 10 });
    const customers = loadCall(api.origin, 'PGlite', slots[0], slots[1], { seconds, rate, connections: 10 });
    const desks = await Promise.all([
      everySecond('Find by name ("Kavya"), once a second', desk('bookingList', { q: 'Kavya' }), customers),
      everySecond('day board (today), once a second', desk('board', { date: today }), customers),
    ]);
    const beside = await customers;
    return { customers: [alone, { ...beside, call: `${beside.call} beside the desk` }], desk: desks };
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The section of bench.md. */
export async function embeddedSection(seconds: number): Promise<string[]> {
  console.log(`The embedded database: a theatre's slots read 200 times a second, alone and beside the desk (${seconds} s each)`);
  const { customers, desk } = await benchEmbedded(seconds);
  for (const f of customers) console.log(`  ${f.call} @${f.rate}: ${f.rps} req/s, p95 ${f.p95Ms} ms, non-2xx ${f.non2xx}`);
  for (const f of desk)
    console.log(`  ${f.call}: ${f.runs} runs, p95 ${f.p95Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms, non-2xx ${f.non2xx}`);
  return [
    `## The embedded database: customers' slot reads beside the desk (loopback, ${seconds} s per run)`,
    '',
    markdownTable(customers, [
      { key: 'call', title: 'customers' },
      { key: 'rate', title: 'target req/s' },
      { key: 'rps', title: 'req/s' },
      ...percentileColumns<LoadFigures>(1),
      { key: 'non2xx', title: 'non-2xx' },
    ]),
    '',
    markdownTable(desk, [
      { key: 'call', title: 'the desk meanwhile' },
      { key: 'runs', title: 'runs' },
      { key: 'p50Ms', title: 'p50 ms', digits: 1 },
      { key: 'p95Ms', title: 'p95 ms', digits: 1 },
      { key: 'maxMs', title: 'max ms', digits: 1 },
      { key: 'non2xx', title: 'non-2xx' },
    ]),
    '',
  ];
}
