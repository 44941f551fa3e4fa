import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_WAIT, loadAfterFirstPaint, loaderFor } from '../../src/lib/site/afterFirstPaint.ts';

describe('loadAfterFirstPaint', () => {
  it('turns the script Astro wrote before <after-first-paint> into an import after the first paint, and drops the marker', () => {
    const html = `<main><p>Hi</p><script type="module" src="/_astro/index.X1.js"></script><after-first-paint></after-first-paint></main>`;
    const out = loadAfterFirstPaint(html);
    expect(out).toBe(`<main><p>Hi</p>${loaderFor('/_astro/index.X1.js')}</main>`);
    expect(out).not.toContain('src=');
    expect(out).not.toContain('after-first-paint');
  });

  it('waits for the first contentful paint, or the load of a tab that has not painted, then imports the script', () => {
    const loader = loaderFor('/_astro/home.js');
    expect(loader).toMatch(/^<script type="module">[\s\S]*<\/script>$/);
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    expect(loader).toContain("addEventListener('load'");
    expect(loader).toContain('import("/_astro/home.js")');
  });

  it('leaves a script Astro inlined (it makes no request), other scripts, and pages without the marker as they are', () => {
    const inlined = `<script type="module">go()</script>\n<after-first-paint></after-first-paint>`;
    expect(loadAfterFirstPaint(inlined)).toBe('<script type="module">go()</script>');
    const page = `<body><script type="module" src="/_astro/a.js"></script><p></p></body>`;
    expect(loadAfterFirstPaint(page)).toBe(page);
  });

  it('rewrites only the script right before each marker', () => {
    const html = `<script type="module" src="/kept.js"></script><p></p><script type="module" src="/a.js"></script><after-first-paint></after-first-paint><script type="module" src="/b.js"></script> <after-first-paint></after-first-paint>`;
    expect(loadAfterFirstPaint(html)).toBe(
      `<script type="module" src="/kept.js"></script><p></p>${loaderFor('/a.js')}${loaderFor('/b.js')}`,
    );
  });
});

/** The wait run against a page of our own making: its visibility, whether it reports paints, and its events fired by hand. */
function pageWith(visibility: 'visible' | 'hidden', reportsPaints = true) {
  let loadListener: () => void = () => {};
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, seen: { disconnect: () => void }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint'] : [];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  let settled = false;
  const wait = new Function('self', 'addEventListener', 'PerformanceObserver', 'document', `return ${FIRST_PAINT_WAIT}`)(
    { PerformanceObserver: FakeObserver },
    (type: string, listener: () => void) => type === 'load' && (loadListener = listener),
    FakeObserver,
    { visibilityState: visibility },
  ) as Promise<void>;
  void wait.then(() => (settled = true));
  const turn = () => new Promise((r) => setTimeout(r, 0));
  return {
    load: async () => (loadListener(), turn()),
    paint: async (name = 'first-contentful-paint') => (
      observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} }),
      turn()
    ),
    settled: () => settled,
  };
}

describe('the wait before the script', () => {
  it('in a shown tab, is for the first contentful paint even when the load comes first', async () => {
    const page = pageWith('visible');
    await page.load();
    expect(page.settled()).toBe(false);
    await page.paint('first-paint');
    expect(page.settled()).toBe(false);
    await page.paint();
    expect(page.settled()).toBe(true);
  });

  it('in a hidden tab, or a browser that reports no paints, ends at the load', async () => {
    const hidden = pageWith('hidden');
    await hidden.load();
    expect(hidden.settled()).toBe(true);
    const untold = pageWith('visible', false);
    await untold.load();
    expect(untold.settled()).toBe(true);
  });
});
