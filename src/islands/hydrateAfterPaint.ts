import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: hydrates an island once the page has loaded and painted its first screen.
 * For an island whose first screen is already in the HTML (the theatre screen's branch cards):
 * on a slow network its framework bundle would otherwise download alongside that screen's
 * images and delay them, while the person is still reading. `load` has fired only once the
 * first-screen images are in; the frame after it is the one that shows them.
 *
 * `client:afterpaint="selector"`: only when the element it names is shown (the profile's frame, for
 * a tab with a session); otherwise the island itself draws the first screen and hydrates at once.
 */
const hydrateAfterPaint: ClientDirective = (load, { value }) => {
  const hydrate = async () => (await load())();
  if (value && !document.querySelector(`${value}:not([hidden])`)) return void hydrate();
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(hydrate, 0));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
};

export default hydrateAfterPaint;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean | string;
  }
}
