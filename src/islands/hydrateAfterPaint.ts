import type { ClientDirective } from 'astro';

/** Resolves once the page has loaded. */
const loaded = () =>
  new Promise<void>((done) => (document.readyState === 'complete' ? done() : addEventListener('load', () => done(), { once: true })));

/**
 * Resolves once the first contentful paint is reported, which is after it was on screen: a request
 * made from a frame's own callbacks can still start before that frame is presented.
 */
const firstPaintShown = () =>
  new Promise<void>((shown) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return shown();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      shown();
    }).observe({ type: 'paint', buffered: true });
  });

/**
 * `client:afterpaint`: hydrates an island once the page has loaded and painted its first screen.
 * For an island whose first screen is already in the HTML (the theatre screen's branch cards):
 * on a slow network its framework bundle would otherwise download alongside that screen's
 * images and delay them, while the person is still reading. `load` has fired only once the
 * first-screen images are in; the frame after it is the one that shows them. The first paint must
 * also have been reported, so that the island's requests come after it is on screen.
 *
 * `client:afterpaint="selector"`: only when the element it names is shown (the profile's frame, for
 * a tab with a session); otherwise the island itself draws the first screen and hydrates at once.
 */
const hydrateAfterPaint: ClientDirective = async (load, { value }) => {
  const hydrate = async () => (await load())();
  if (value && !document.querySelector(`${value}:not([hidden])`)) return void hydrate();
  await Promise.all([loaded(), firstPaintShown()]);
  requestAnimationFrame(() => setTimeout(hydrate, 0));
};

export default hydrateAfterPaint;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean | string;
  }
}
