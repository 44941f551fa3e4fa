/**
 * Visitors reading a page through the proxy without a pause, as a test's background: each read
 * fetches the page, then every script and stylesheet it names, as a browser would, the next request
 * free to land on another server. A read is whole when the page is complete (its closing </html>),
 * shows exactly one of the texts expected of it (the old release's or the new one's, never both,
 * never neither), and each of its assets answers 200; anything else is a failure, kept with what
 * went wrong.
 */
export interface PageStream {
  /** Reads finished so far, whole or not. */
  reads(): number;
  /** What went wrong, one line per failed read. */
  failures(): string[];
  /** How many whole reads showed each expected text. */
  seen(): Map<string, number>;
  /** Ends the stream once the reads in flight are done. */
  stop(): Promise<void>;
}

/** The scripts and stylesheets a page loads from its own site. */
const assetsOf = (html: string): string[] => [
  ...new Set([...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
];

async function readOnce(origin: string, path: string, texts: string[]): Promise<{ shown?: string; failure?: string }> {
  const page = await fetch(`${origin}${path}`).catch((err: Error) => err);
  if (page instanceof Error) return { failure: `${path}: ${page.message}` };
  const html = await page.text().catch(() => '');
  if (page.status !== 200) return { failure: `${path}: ${page.status} ${html.slice(0, 200)}` };
  if (!html.includes('</html>')) return { failure: `${path}: cut short (${html.length} characters)` };
  const shown = texts.filter((t) => html.includes(t));
  if (shown.length !== 1) return { failure: `${path}: shows ${shown.length} of the expected texts (${JSON.stringify(shown)})` };
  for (const asset of assetsOf(html)) {
    const res = await fetch(`${origin}${asset}`).catch((err: Error) => err);
    if (res instanceof Error) return { failure: `${asset} of ${path}: ${res.message}` };
    const body = await res.arrayBuffer().catch(() => new ArrayBuffer(0));
    if (res.status !== 200 || body.byteLength === 0) return { failure: `${asset} of ${path}: ${res.status}, ${body.byteLength} bytes` };
  }
  return { shown: shown[0] };
}

/** `readers` visitors reading `path` through `origin` in turn until stopped; `texts()` is what the page may show now. */
export function streamPages(origin: string, path: string, texts: () => string[], readers = 3): PageStream {
  let stopping = false;
  let reads = 0;
  const failures: string[] = [];
  const seen = new Map<string, number>();
  const reader = async () => {
    while (!stopping) {
      const { shown, failure } = await readOnce(origin, path, texts());
      reads++;
      if (failure) failures.push(failure);
      if (shown) seen.set(shown, (seen.get(shown) ?? 0) + 1);
    }
  };
  const running = Array.from({ length: readers }, reader);
  return {
    reads: () => reads,
    failures: () => [...failures],
    seen: () => new Map(seen),
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}
