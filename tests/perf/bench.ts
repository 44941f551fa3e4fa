import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { startThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { loadCall, type LoadFigures } from './apiLoad.ts';
import { loadBookingCalls } from './bookingLoad.ts';
import { loadPage, type PageLoadFigures } from './pageLoad.ts';
import { lighthousePages, type PageFigures } from './lighthouse.ts';
import { serveProduct } from './serveProduct.ts';
import { markdownTable, percentileColumns } from './table.ts';
import { scaleSection } from './scaleLoad.ts';
import { embeddedSection } from './embeddedLoad.ts';
import { editToLive, type EditToLiveFigures } from './editToLive.ts';
import { tabSeeds } from './tabSeeds.ts';
import { signInFlood, type FloodFigures, type SignInFigures } from './signInFlood.ts';
import { benchProxy, proxyMarkdown, type ProxyFigures } from './proxyBench.ts';
import { SPEC_ROUTES as ROUTES } from '../support/routes.ts';
import { CHROME_PATH } from '../support/chromium.ts';

/**
 * `npm run bench`: Lighthouse (mobile preset, Debian Chromium) on every page of the production
 * build served as `npm start` serves it, and a load run on the slot reads and the booking calls, on PGlite and on a
 * real PostgreSQL. Prints tables and writes them to bench-results/ as JSON and Markdown.
 *
 *   npm run bench -- --pages /,/theaters   only these pages
 *   npm run bench -- --only pages|api|publish|signin|scale|proxy|embedded   one part (publish: an FAQ edited at the desk, published, timed
 *                                          until live; signin: the owner's sign-in under a flood of 40 wrong ones;
 *                                          scale: the desk's Find, board and export at 100,000 bookings)
 *   npm run bench -- --only proxy          two servers behind Caddy: 1,000 customers on 50 slots, 200 public reads a second
 *   npm run bench -- --only embedded       the embedded database: customers' slot reads at 200 a second, alone and beside the desk
 *   npm run bench -- --runs 5              Lighthouse runs per page (median; default 3)
 *   npm run bench -- --booking-rate 50     requests per second on the booking calls (default 50)
 *   npm run bench -- --origin http://localhost:4321 --only pages
 *                                          Lighthouse on a site already served (no build)
 */
const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    'booking-rate': { type: 'string', default: '50' },
    origin: { type: 'string' },
  },
});
const pages = values.pages
  ? values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : [...ROUTES, '/desk'];
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const bookingRate = Number(values['booking-rate']);
const outDir = 'bench-results';

const reportDir = join(outDir, 'lighthouse');

/** Requests per second on the pages most visitors open first, by what their browser accepts. */
async function loadPages(origin: string): Promise<PageLoadFigures[]> {
  const figures: PageLoadFigures[] = [];
  for (const page of ['/', '/theaters']) {
    for (const encoding of ['br, gzip', 'gzip', '']) {
      const f = await loadPage(origin, page, encoding, seconds);
      figures.push(f);
      console.log(`  ${page} (${f.acceptEncoding}): ${f.rps} req/s, ${f.bytes} bytes, non-2xx ${f.non2xx}`);
    }
  }
  return figures;
}

async function benchPages(): Promise<{ pages: PageFigures[]; serving?: PageLoadFigures[] }> {
  if (values.origin) {
    console.log(`Lighthouse, mobile preset, median of ${runs}, on ${values.origin} (as served)`);
    const origin = values.origin.replace(/\/$/, '');
    return { pages: await lighthousePages(origin, pages, runs, CHROME_PATH, reportDir, await tabSeeds(origin, pages)) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'theatre-bench-'));
  // The port the e2e tests build on: Astro's image cache is keyed by URL, so this build reuses it.
  const product = await serveProduct({
    port: 4399,
    env: { DATA_DIR: join(dir, 'data'), SITE_DIR: join(dir, 'dist'), DATABASE_URL: '', API_ORIGIN: '' },
  });
  try {
    console.log(`Lighthouse, mobile preset, median of ${runs}, on ${product.origin}`);
    const origin = product.origin.replace('127.0.0.1', 'localhost');
    const figures = await lighthousePages(origin, pages, runs, CHROME_PATH, reportDir, await tabSeeds(origin, pages));
    console.log(`Serving pages flat out, 10 connections, ${seconds} s per run`);
    return { pages: figures, serving: await loadPages(product.origin) };
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The product as `npm start` serves it; an editor's change published three times. */
async function benchPublish(): Promise<EditToLiveFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'theatre-bench-publish-'));
  const product = await serveProduct({
    port: 4399,
    env: { DATA_DIR: join(dir, 'data'), SITE_DIR: join(dir, 'dist'), DATABASE_URL: '', API_ORIGIN: '' },
  });
  try {
    console.log('Edit to live: an FAQ saved and published at the desk, three times');
    return await editToLive(product.origin, 3);
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The API as `npm run serve` runs it behind one proxy, a desk sign-in flood, and the owner's sign-ins timed. */
async function benchSignIn(): Promise<{ signIns: SignInFigures[]; flood: FloodFigures }> {
  const dir = mkdtempSync(join(tmpdir(), 'theatre-bench-signin-'));
  const port = 4394;
  const site = `http://localhost:${port}`;
  const api = await serveProduct({
    port,
    env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', TRUST_PROXY: '1', SITE_URL: site },
    apiOnly: true,
  });
  try {
    console.log('Desk sign-in: 40 wrong sign-ins at once from 40 new addresses each round, the owner signing in meanwhile');
    const figures = await signInFlood(api.origin, site, 40);
    for (const f of figures.signIns)
      console.log(
        `  ${f.when}, ${f.device} device: ${f.status} after ${Math.round(f.firstMs)} ms; signed in after ${Math.round(f.signedInMs)} ms, ${f.attempts} attempt(s)`,
      );
    const { flood } = figures;
    console.log(
      `  flood: ${flood.attempts} attempts in ${flood.seconds.toFixed(1)} s, ${flood.checked} checked (401), ${flood.refused} refused at once (429), ${flood.other} other`,
    );
    return figures;
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchApi(): Promise<LoadFigures[]> {
  const today = istToday(new Date());
  const calls: [string, unknown][] = [
    ['web/getalltheatres/forweb', { slotDate: today }],
    // What the theatre screen asks: one branch's theatres.
    ['web/getalltheatres/forweb', { slotDate: today, locationId: 'loc-jubilee-hills' }],
    ['web/getslotsbydate', { theatreId: 'th-aurora', slotDate: today }],
  ];
  const figures: LoadFigures[] = [];
  const pg = await startThrowawayPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'theatre-load-'));
  try {
    for (const [database, env] of [
      ['PGlite', { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' }],
      ['PostgreSQL', { DATABASE_URL: pg.url }],
    ] as const) {
      const api = await serveProduct({ port: 4396, env, apiOnly: true });
      try {
        for (const [call, body] of calls) {
          await loadCall(api.origin, database, call, body, { seconds: 2, connections: 4 }); // warm-up
          for (const rate of [200, undefined]) {
            const f = await loadCall(api.origin, database, call, body, { seconds, rate, connections: 10 });
            figures.push(f);
            console.log(`  ${database} ${call} @${f.rate}: ${f.rps} req/s, p95 ${f.p95Ms} ms, errors ${f.errors}, 5xx ${f.status5xx}`);
          }
        }
        // Each booking takes a slot of its own, so these run only at a fixed rate (see bookingLoad.ts).
        for (const f of await loadBookingCalls(api.origin, database, seconds, bookingRate)) {
          figures.push(f);
          console.log(`  ${database} ${f.call} @${f.rate}: ${f.rps} req/s, p95 ${f.p95Ms} ms, non-2xx ${f.non2xx}, 5xx ${f.status5xx}`);
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const report: {
    date: string;
    pages?: PageFigures[];
    serving?: PageLoadFigures[];
    api?: LoadFigures[];
    publish?: EditToLiveFigures[];
    signIn?: { signIns: SignInFigures[]; flood: FloodFigures };
    proxy?: ProxyFigures;
  } = {
    date: new Date().toISOString(),
  };
  const md: string[] = [`# Benchmark ${report.date}`, ''];
  if (values.only === undefined || values.only === 'publish') {
    report.publish = await benchPublish();
    md.push(
      '## Edit to live (an FAQ saved at the desk, then Publish, until the served /Faqs shows it; images cached between builds)',
      '',
      markdownTable(report.publish, [
        { key: 'run', title: 'run' },
        { key: 'editToLiveS', title: 'edit to live s', digits: 1 },
        { key: 'buildS', title: 'build s', digits: 1 },
        { key: 'pages', title: 'pages' },
      ]),
      '',
    );
  }
  if (values.only === undefined || values.only === 'pages') {
    const { pages: pageFigures, serving } = await benchPages();
    report.pages = pageFigures;
    report.serving = serving;
    md.push(
      `## Pages (Lighthouse ${'mobile'} preset, median of ${runs})`,
      '',
      markdownTable(report.pages, [
        { key: 'page', title: 'page' },
        { key: 'performance', title: 'perf' },
        { key: 'accessibility', title: 'a11y' },
        { key: 'fcpMs', title: 'FCP ms' },
        { key: 'lcpMs', title: 'LCP ms' },
        { key: 'tbtMs', title: 'TBT ms' },
        { key: 'cls', title: 'CLS', digits: 3 },
        { key: 'transferKB', title: 'transfer KB', digits: 1 },
        { key: 'jsKB', title: 'JS KB', digits: 1 },
        { key: 'requests', title: 'requests' },
        { key: 'lcpElement', title: 'LCP element' },
      ]),
      '',
    );
    if (serving) {
      md.push(
        `## Serving pages (loopback, 10 connections flat out, ${seconds} s per run)`,
        '',
        markdownTable(serving, [
          { key: 'page', title: 'page' },
          { key: 'acceptEncoding', title: 'Accept-Encoding' },
          { key: 'rps', title: 'req/s' },
          { key: 'p97Ms', title: 'p97.5 ms', digits: 1 },
          { key: 'bytes', title: 'bytes' },
          { key: 'non2xx', title: 'non-2xx' },
        ]),
        '',
      );
    }
  }
  if (values.only === undefined || values.only === 'api') {
    report.api = await benchApi();
    md.push(
      `## API load (loopback, ${seconds} s per run: requests evenly spaced at the target rate, each timed from when it was due; 'max' is 10 connections flat out)`,
      '',
      markdownTable(report.api, [
        { key: 'database', title: 'database' },
        { key: 'call', title: 'call' },
        { key: 'rate', title: 'target req/s' },
        { key: 'rps', title: 'req/s' },
        ...percentileColumns<LoadFigures>(1),
        { key: 'errors', title: 'errors' },
        { key: 'non2xx', title: 'non-2xx' },
        { key: 'status5xx', title: '5xx' },
      ]),
      '',
    );
  }
  if (values.only === undefined || values.only === 'signin') {
    report.signIn = await benchSignIn();
    const { flood } = report.signIn;
    md.push(
      `## Desk sign-in under a flood (40 wrong sign-ins at once, each from a new address, for logins no account has; ${flood.attempts} in ${flood.seconds.toFixed(1)} s: ${flood.checked} checked, ${flood.refused} refused at once with 429)`,
      '',
      markdownTable(report.signIn.signIns, [
        { key: 'when', title: 'when' },
        { key: 'device', title: "owner's device" },
        { key: 'status', title: 'first answer' },
        { key: 'firstMs', title: 'first answer ms' },
        { key: 'signedInMs', title: 'signed in ms (Retry-After kept)' },
        { key: 'attempts', title: 'attempts' },
      ]),
      '',
    );
  }
  if (values.only === undefined || values.only === 'scale') md.push(...(await scaleSection()));
  if (values.only === undefined || values.only === 'embedded') md.push(...(await embeddedSection(seconds)));
  if (values.only === undefined || values.only === 'proxy') md.push(...proxyMarkdown((report.proxy = await benchProxy(seconds))));
  const text = md.join('\n');
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(outDir, 'bench.md'), `${text}\n`);
  console.log(`\n${text}\nWritten to ${outDir}/bench.md and ${outDir}/bench.json`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
