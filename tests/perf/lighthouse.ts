import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
// Lighthouse's own browser driver (its dependency): the one kind of page it can be handed.
import puppeteer from 'puppeteer-core';
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
  /** What the LCP was, as Lighthouse names the element (selector), from the median-LCP run. */
  lcpElement: string;
}

type Sample = Omit<PageFigures, 'page'>;

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

interface LcpNode {
  type?: string;
  selector?: string;
  snippet?: string;
}

/** The LCP element's CSS path, from the node in the LCP breakdown insight's details. */
function lcpElementOf(details: unknown): string {
  const list = (details as { items?: LcpNode[] } | undefined)?.items ?? [];
  const node = list.find((i) => i.type === 'node');
  return node?.selector || node?.snippet || 'n/a';
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

/** sessionStorage entries a page needs before it is measured (the booking wizard's booking in progress). */
export type SessionSeed = Record<string, string>;

/**
 * What a run's tab holds before the page is measured: sessionStorage entries (a booking in progress,
 * a customer's profile session), calls made from the tab first (a staff sign-in, whose session
 * cookie the browser keeps), and a page opened once after them (the desk, as the person who signed
 * in had it open: what it remembers in the browser is then there too).
 */
export interface TabSeed {
  storage?: SessionSeed;
  posts?: { path: string; body: unknown }[];
  visit?: string;
}

/** Makes a seed's calls from the page, as its own scripts would (same origin, cookies kept). */
async function postFromTab(page: import('puppeteer-core').Page, post: { path: string; body: unknown }): Promise<void> {
  const status = await page.evaluate(
    (path, body) =>
      fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    post.path,
    post.body,
  );
  if (status !== 200) throw new Error(`${post.path} answered ${status} while preparing the tab`);
}

/**
 * One Lighthouse run with its default mobile preset (emulated mid-range phone, slow 4G). With a
 * seed, the tab first opens the site, makes its calls and stores its entries (sessionStorage belongs
 * to a tab), and Lighthouse measures in that tab without clearing the origin's storage or cookies;
 * the seeding page load is not measured.
 */
async function audit(url: string, port: number, reportPath?: string, seed?: TabSeed): Promise<Sample> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
  let result;
  if (seed) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      const page = await browser.newPage();
      await page.goto(new URL('/Faqs', url).href);
      for (const post of seed.posts ?? []) await postFromTab(page, post);
      if (seed.visit) await page.goto(new URL(seed.visit, url).href, { waitUntil: 'networkidle0' });
      await page.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), seed.storage ?? {});
      result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
    } finally {
      await browser.disconnect();
    }
  } else {
    result = await lighthouse(url, flags);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportPath) writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
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
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a
 * run says nothing about the page, so it is run again, in a new browser, a couple of times.
 */
async function auditWithRetries(url: string, chromePath: string, reportPath?: string, seed?: TabSeed, attempts = 3): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
    try {
      return await audit(url, chrome.port, reportPath, seed);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run again: ${(error as Error).message})`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Runs every page `runs` times in a fresh Chromium each run, and keeps the medians. With
 * `reportDir`, each run's full Lighthouse report is kept there as JSON (to see why, not just what).
 */
export async function lighthousePages(
  origin: string,
  pages: string[],
  runs: number,
  chromePath: string,
  reportDir?: string,
  seedFor: (page: string) => TabSeed | undefined = () => undefined,
): Promise<PageFigures[]> {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const samples: Sample[] = [];
    const slug = page.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home';
    for (let i = 0; i < runs; i++) {
      samples.push(
        await auditWithRetries(`${origin}${page}`, chromePath, reportDir && join(reportDir, `${slug}-${i + 1}.json`), seedFor(page)),
      );
    }
    const pick = (k: Exclude<keyof Sample, 'lcpElement'>) => median(samples.map((s) => s[k]));
    const lcpMs = pick('lcpMs');
    figures.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcpMs: pick('fcpMs'),
      lcpMs,
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      transferKB: pick('transferKB'),
      jsKB: pick('jsKB'),
      requests: pick('requests'),
      lcpElement: samples.reduce((a, b) => (Math.abs(b.lcpMs - lcpMs) < Math.abs(a.lcpMs - lcpMs) ? b : a)).lcpElement,
    });
    const f = figures.at(-1)!;
    console.log(
      `  ${page}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${Math.round(f.lcpMs)} ms (${f.lcpElement})`,
    );
  }
  return figures;
}
