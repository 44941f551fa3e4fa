import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { percentile, round } from './apiLoad.ts';
import { freeSlots } from './bookingLoad.ts';
import { openLoop } from './openLoop.ts';

/**
 * The load runs through the proxy (proxyBench.ts): customers racing for the same slots, and the
 * public pages and theatre lists at a steady rate. Each request is timed from the moment it was
 * due, over keep-alive connections to the proxy, as browsers behind it would hold theirs.
 */

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** Times in ms, sorted, as p50/p95/p99. */
const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), p99Ms: round(percentile(sorted, 99)) };
};

/** The text of a body as it came, compressed or not; one cut short reads as whatever part of it decodes. */
function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

/** One request, timed from `due` to its last byte; a failed connection answers status 0 with the error. */
function request(
  agent: http.Agent,
  url: string,
  due: number,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const payload = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body));
  const headers = { ...init.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) };
  return new Promise((resolve) => {
    const req = http.request(url, { method: init.method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => {
        const ms = performance.now() - due;
        resolve({ status: res.statusCode ?? 0, body: decoded(Buffer.concat(chunks), res.headers['content-encoding']), ms });
      });
      res.once('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - due }));
    });
    req.once('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - due }));
    req.end(payload);
  });
}

export interface RaceFigures {
  customers: number;
  slots: number;
  sold: number;
  /** Answers other than a sale, by status and message, with how many of each. */
  refusals: { status: number; message: string; count: number }[];
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The slots the race was for: (theatre, slot, date). */
  raced: { theatreId: string; slotId: string; date: string }[];
}

const messageOf = (body: string) => {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body);
  } catch {
    return body.slice(0, 200);
  }
};

/**
 * `customers` customers, each with a guest token of their own, send `booking/new/addbooking` at
 * once, correctly priced, for `slots` slots (customer i for slot i mod slots). A slot is sold once:
 * one sale per slot, and every other customer the spec's 406.
 */
export async function bookingRace(origin: string, customers: number, slots: number): Promise<RaceFigures> {
  const bodies = (await freeSlots(origin, 3)).slice(0, slots);
  if (bodies.length < slots) throw new Error(`Only ${bodies.length} free slots for a race on ${slots}.`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const tokens: string[] = [];
    while (tokens.length < customers) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, customers - tokens.length) }, () =>
          request(agent, `${origin}/v1/theatre/web/session`, performance.now(), { method: 'POST', body: {} }),
        ),
      );
      for (const a of batch) {
        if (a.status !== 200) throw new Error(`web/session answered ${a.status}: ${a.body}`);
        tokens.push(JSON.parse(a.body).token);
      }
    }
    const start = performance.now();
    const answers = await Promise.all(
      tokens.map((token, i) =>
        request(agent, `${origin}/v1/theatre/booking/new/addbooking`, start, {
          method: 'POST',
          body: bodies[i % slots],
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const refusals = new Map<string, { status: number; message: string; count: number }>();
    for (const a of answers.filter((x) => x.status !== 200)) {
      const message = messageOf(a.body);
      const key = `${a.status} ${message}`;
      refusals.set(key, { status: a.status, message, count: (refusals.get(key)?.count ?? 0) + 1 });
    }
    return {
      customers,
      slots,
      sold: answers.filter((a) => a.status === 200).length,
      refusals: [...refusals.values()],
      ...percentiles(answers.map((a) => a.ms)),
      raced: bodies.map((b) => ({
        theatreId: b.theatreId as string,
        slotId: (b.time as { slotId: string }).slotId,
        date: b.date as string,
      })),
    };
  } finally {
    agent.destroy();
  }
}

export interface ReadFigures {
  read: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Not a 200, or no answer at all. */
  failed: number;
  /** A page that answered 200 without its closing </html>. */
  incomplete: number;
}

/** What visitors read most: the first pages, and the theatre lists and slots they load. */
function publicReads(): { read: string; method: string; path: string; body?: unknown }[] {
  const today = istToday(new Date());
  return [
    { read: 'GET /', method: 'GET', path: '/' },
    { read: 'GET /theaters', method: 'GET', path: '/theaters' },
    { read: 'GET /Faqs', method: 'GET', path: '/Faqs' },
    { read: 'theatre list, every branch', method: 'POST', path: '/v1/theatre/web/getalltheatres/forweb', body: { slotDate: today } },
    {
      read: 'theatre list, one branch',
      method: 'POST',
      path: '/v1/theatre/web/getalltheatres/forweb',
      body: { slotDate: today, locationId: 'loc-jubilee-hills' },
    },
    {
      read: 'slots of a theatre',
      method: 'POST',
      path: '/v1/theatre/web/getslotsbydate',
      body: { theatreId: 'th-aurora', slotDate: today },
    },
  ];
}

/** `rate` requests a second for `seconds`, taking the public reads in turn, open loop; figures per read and for all. */
export async function publicReadLoad(origin: string, rate: number, seconds: number): Promise<ReadFigures[]> {
  const reads = publicReads();
  const answers: { read: string; page: boolean; answer: Answer }[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  try {
    await openLoop(rate, Math.round(rate * seconds), async (due, i) => {
      const r = reads[i % reads.length];
      const answer = await request(agent, `${origin}${r.path}`, due, {
        method: r.method,
        body: r.body,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      answers.push({ read: r.read, page: r.method === 'GET', answer });
    });
  } finally {
    agent.destroy();
  }
  const figuresOf = (read: string, of: typeof answers): ReadFigures => ({
    read,
    requests: of.length,
    ...percentiles(of.map((a) => a.answer.ms)),
    failed: of.filter((a) => a.answer.status !== 200).length,
    incomplete: of.filter((a) => a.page && a.answer.status === 200 && !a.answer.body.includes('</html>')).length,
  });
  return [
    ...reads.map((r) =>
      figuresOf(
        r.read,
        answers.filter((a) => a.read === r.read),
      ),
    ),
    figuresOf('all', answers),
  ];
}
