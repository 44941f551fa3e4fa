import type { Page } from '@playwright/test';

/** A largest-contentful-paint entry as the page's own observer heard it. */
export interface LargestPaint {
  time: number;
  size: number;
  /** The element's tag and the start of its text, or the image's address. */
  what: string;
}

/**
 * Listens to the page's largest paints from its first moment (call before it opens): what Chrome
 * reports as the page's LCP is the last of them. `latest` reads it; `afterNextFrames` waits until a
 * paint made now would have been reported (two frames), without a timer.
 */
export async function largestPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: LargestPaint[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; url: string; element: Element | null })[]) {
        const what = entry.url || `${entry.element?.tagName ?? '?'}: ${(entry.element?.textContent ?? '').trim().slice(0, 60)}`;
        paints.push({ time: entry.startTime, size: entry.size, what });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return {
    latest: () => page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints.at(-1)),
    afterNextFrames: () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  };
}
