/**
 * Scripts a page's first screen does not need, loaded after its first paint. A page follows Astro's
 * script with an empty <after-first-paint> element; once built (astro.config.mjs), the script tag
 * Astro wrote before it becomes a few inline lines that import it after the first contentful paint is reported,
 * or at `load` in a tab that does not paint (opened in the background). Astro offers no attribute
 * for this (a processed script takes none), and a script of its own that imports the page's
 * script after the paint is no longer inlined (it has an import), so its own request would stand
 * where the page's did.
 *
 * Why: a module script in the HTML is asked for at high priority while the HTML is still parsed.
 * On a slow network it shares the bandwidth with the HTML and the first screen's photo, and runs
 * before the first paint; Lighthouse's mobile run counted the home page's at 0.3 to 0.5 s of its
 * first paint (docs/performance.md).
 */
const MARKED = /(<script type="module" src="([^"]+)"><\/script>)?\s*<after-first-paint><\/after-first-paint>/g;

/**
 * The inline lines' wait, as source: settled once the first contentful paint is reported. A tab
 * that does not paint (hidden: opened in the background) or a browser that does not report paints
 * is let go at `load` instead; a shown tab is not, as its `load` can come before its first paint on
 * a busy phone, and the script would then stand in that paint's way.
 */
export const FIRST_PAINT_WAIT = `new Promise((go) => {
  const told = self.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  addEventListener('load', () => (!told || document.visibilityState === 'hidden') && go(), { once: true });
  if (told) new PerformanceObserver((list, seen) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    seen.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
})`;

/** The inline lines that import `src` after the first paint (or the load of a tab that does not paint). */
export function loaderFor(src: string): string {
  // No timer between: a page whose clock is held (a test's, or a frozen tab's) still gets its script.
  return `<script type="module">${FIRST_PAINT_WAIT}.then(() => import(${JSON.stringify(src)}));</script>`;
}

/**
 * A built page with the script before each <after-first-paint> loaded after the first paint; the
 * marker is removed. A script Astro inlined (small, with no import) makes no request and stays.
 */
export function loadAfterFirstPaint(html: string): string {
  return html.replace(MARKED, (_, script: string | undefined, src: string | undefined) => (script && src ? loaderFor(src) : ''));
}
