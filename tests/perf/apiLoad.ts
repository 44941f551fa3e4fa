import http from 'node:http';
import autocannon from 'autocannon';
import { openLoop } from './openLoop.ts';

/** Figures of one load run against one call. */
export interface LoadFigures {
  database: string;
  call: string;
  /** Requested rate, or 'max' for as fast as the server answers. */
  rate: string;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  status5xx: number;
}

interface LoadOptions {
  seconds: number;
  /** Requests per second, evenly spaced; absent: as fast as `connections` can go. */
  rate?: number;
  connections: number;
  /** Extra request headers (the booking calls' bearer token). */
  headers?: Record<string, string>;
}

/** A fixed body, or one per request (the i-th): a booking needs a slot nobody holds yet. */
export type LoadBody = unknown | ((i: number) => unknown);

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Loads one call on loopback for a bounded time and records every response's time, so that the
 * percentiles are exact. Never anything but this machine's own server.
 */
export async function loadCall(origin: string, database: string, call: string, body: LoadBody, options: LoadOptions): Promise<LoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) throw new Error(`Load runs only against loopback, not ${origin}`);
  const url = `${origin}/v1/theatre/${call}`;
  if (typeof body === 'function' && !options.rate) throw new Error('A body per request needs a paced run (a rate).');
  const run = options.rate ? await pacedRun(url, body, options.rate, options.seconds, options.headers) : await floodRun(url, body, options);
  const times = run.times.sort((a, b) => a - b);
  return {
    database,
    call,
    rate: options.rate ? String(options.rate) : 'max',
    rps: Math.round(run.rps),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    errors: run.errors,
    non2xx: run.non2xx,
    status5xx: run.status5xx,
  };
}

interface Run {
  times: number[];
  rps: number;
  errors: number;
  non2xx: number;
  status5xx: number;
}

/** An open-loop run (openLoop.ts), each request timed from the moment it was due. */
async function pacedRun(url: string, body: LoadBody, rate: number, seconds: number, headers: Record<string, string> = {}): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const fixed = typeof body === 'function' ? undefined : Buffer.from(JSON.stringify(body));
  const run: Run = { times: [], rps: 0, errors: 0, non2xx: 0, status5xx: 0 };
  const total = Math.round(rate * seconds);

  const send = (due: number, i: number) =>
    new Promise<void>((resolve) => {
      const payload = fixed ?? Buffer.from(JSON.stringify((body as (i: number) => unknown)(i)));
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length } },
        (res) => {
          res.resume();
          res.once('end', () => {
            run.times.push(performance.now() - due);
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) run.non2xx += 1;
            if (status >= 500) run.status5xx += 1;
            resolve();
          });
        },
      );
      req.once('error', () => {
        run.errors += 1;
        resolve();
      });
      req.end(payload);
    });

  const ms = await openLoop(rate, total, send);
  run.rps = (total * 1000) / ms;
  agent.destroy();
  return run;
}

/** A closed-loop run: `connections` clients each sending the next request when the last answers. */
function floodRun(url: string, body: unknown, options: LoadOptions): Promise<Run> {
  const run: Run = { times: [], rps: 0, errors: 0, non2xx: 0, status5xx: 0 };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: options.connections,
        duration: options.seconds,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({ ...run, rps: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      run.times.push(responseTime);
      if (statusCode >= 500) run.status5xx += 1;
    });
  });
}
