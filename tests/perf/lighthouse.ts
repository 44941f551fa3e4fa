import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../support/chromium.ts';

/** What the benchmark reports for a page: the median of its runs. */
export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKB: number;
  jsKB: number;
  requests: number;
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

interface ResourceItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

/** One Lighthouse run with its default mobile preset (emulated mid-range phone, slow 4G). */
async function audit(url: string, port: number): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const items = ((audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? []) as ResourceItem[];
  const of = (type: string) => items.find((i) => i.resourceType === type);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferKB: (of('total')?.transferSize ?? NaN) / 1024,
    jsKB: (of('script')?.transferSize ?? 0) / 1024,
    requests: of('total')?.requestCount ?? NaN,
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a
 * run says nothing about the page, so it is run again, in a new browser, a couple of times.
 */
async function auditWithRetries(url: string, chromePath: string, attempts = 3): Promise<Omit<PageFigures, 'page'>> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run again: ${(error as Error).message})`);
    } finally {
      chrome.kill();
    }
  }
}

/** Runs every page `runs` times in a fresh Chromium each run, and keeps the medians. */
export async function lighthousePages(origin: string, pages: string[], runs: number, chromePath: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const samples: Omit<PageFigures, 'page'>[] = [];
    for (let i = 0; i < runs; i++) samples.push(await auditWithRetries(`${origin}${page}`, chromePath));
    const pick = (k: keyof Omit<PageFigures, 'page'>) => median(samples.map((s) => s[k]));
    figures.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      transferKB: pick('transferKB'),
      jsKB: pick('jsKB'),
      requests: pick('requests'),
    });
    const f = figures.at(-1)!;
    console.log(`  ${page}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${Math.round(f.lcpMs)} ms`);
  }
  return figures;
}
