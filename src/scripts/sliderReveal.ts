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
        const revealed = firstRevealed(slider, track);
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

/** The first slide the scroll brought wholly into the track that keen-slider had not shown whole; -1 if none. */
function firstRevealed(slider: KeenSliderInstance, track: HTMLElement): number {
  const box = track.getBoundingClientRect();
  return slider.slides.findIndex((slide, i) => {
    const r = slide.getBoundingClientRect();
    const shown = r.left >= box.left - 1 && r.right <= box.right + 1;
    return shown && (slider.track.details.slides[i]?.portion ?? 1) < 1;
  });
}
