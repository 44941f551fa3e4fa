import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';

/**
 * keen-slider plugin: what the browser reveals, the slider shows. Tabbing to a link in a slide off
 * screen, find-in-page or scrollIntoView scroll the clipped track, while keen-slider places the
 * slides by transform: the scroll is undone and the slide it revealed brought into view the
 * slider's way.
 */
export const followReveals: KeenSliderPlugin = (slider) => {
  const listeners = new AbortController();
  slider.on('created', () => {
    const track = slider.container;
    const { signal } = listeners;
    track.addEventListener(
      'scroll',
      () => {
        if (slider.options.disabled || track.scrollLeft === 0) return;
        const revealed = mostRevealed(slider, track);
        track.scrollLeft = 0;
        if (revealed >= 0) slider.moveToIdx(revealed);
      },
      { signal },
    );
    track.addEventListener(
      'focusin',
      (event) => {
        if (slider.options.disabled || event.target === track) return;
        const index = slider.slides.findIndex((slide) => slide.contains(event.target as Node));
        if (index >= 0 && (slider.track.details.slides[index]?.portion ?? 1) < 1) slider.moveToIdx(index);
      },
      { signal },
    );
  });
  slider.on('destroyed', () => listeners.abort());
};

/**
 * The slide the scroll revealed: of those keen-slider had not shown whole, the one now most in
 * view (the browser scrolls only as far as the element it reveals needs); -1 if none shows at all.
 */
function mostRevealed(slider: KeenSliderInstance, track: HTMLElement): number {
  const box = track.getBoundingClientRect();
  let best = -1;
  let bestShown = 0;
  slider.slides.forEach((slide, i) => {
    if ((slider.track.details.slides[i]?.portion ?? 1) >= 1) return;
    const r = slide.getBoundingClientRect();
    const shown = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left)) / (r.width || 1);
    if (shown > bestShown) [best, bestShown] = [i, shown];
  });
  return best;
}
