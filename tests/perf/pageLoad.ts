import autocannon from 'autocannon';

/** Figures of one flat-out run on one page with one Accept-Encoding. */
export interface PageLoadFigures {
  page: string;
  acceptEncoding: string;
  rps: number;
  /** 97.5th percentile of the response times (autocannon's histogram has no 95th). */
  p97Ms: number;
  /** Bytes of one answer, as sent (compressed when the encoding allows). */
  bytes: number;
  non2xx: number;
}

/**
 * Loads one page of the served site flat out with 10 connections, as browsers ask for it (brotli or
 * gzip) and uncompressed: the cost of serving a page, now that it is compressed at build time.
 * Never anything but this machine's own server.
 */
export async function loadPage(origin: string, page: string, acceptEncoding: string, seconds: number): Promise<PageLoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) throw new Error(`Load runs only against loopback, not ${origin}`);
  // Spelled out even for none: fetch would otherwise ask for gzip by itself.
  const headers: Record<string, string> = { 'accept-encoding': acceptEncoding || 'identity' };
  const one = await fetch(`${origin}${page}`, { headers });
  const bytes = Number(one.headers.get('content-length') ?? (await one.arrayBuffer()).byteLength);
  const result = await autocannon({ url: `${origin}${page}`, connections: 10, duration: seconds, headers });
  return {
    page,
    acceptEncoding: acceptEncoding || 'none',
    rps: Math.round(result.requests.average),
    p97Ms: result.latency.p97_5,
    bytes,
    non2xx: result.non2xx,
  };
}
