import autocannon from 'autocannon';

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

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Loads one call on loopback for a bounded time, at a fixed rate or flat out, recording every
 * response's time so that p95 is exact. Never anything but this machine's own server.
 */
export function loadCall(
  origin: string,
  database: string,
  call: string,
  body: unknown,
  options: { seconds: number; rate?: number; connections: number },
): Promise<LoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) throw new Error(`Load runs only against loopback, not ${origin}`);
  const times: number[] = [];
  let status5xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/v1/theatre/${call}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          database,
          call,
          rate: options.rate ? String(options.rate) : 'max',
          rps: Math.round(result.requests.average),
          p50Ms: percentile(times, 50),
          p95Ms: percentile(times, 95),
          p99Ms: percentile(times, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          status5xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 500) status5xx += 1;
    });
  });
}
