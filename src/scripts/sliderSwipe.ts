import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';
import { swipeDirection } from './carouselMath.ts';
import { moveToAbs } from './sliderMove.ts';

/**
 * keen-slider plugin: the spec's swipe rule in place of keen-slider's own snap, which moves on any
 * flick. When a drag ends, the slider moves on (or back) by `step` slides if the pointer travelled
 * 40 px or more, more sideways than up or down; anything shorter springs back to where it began.
 * The pointer is read from pointer events, which arrive before the mouse and touch events
 * keen-slider drags with, so the whole gesture counts, not only the part after keen-slider's own
 * direction check.
 */
export function swipeSteps(step: (slider: KeenSliderInstance) => number = () => 1): KeenSliderPlugin {
  return (slider) => {
    const listeners = new AbortController();
    let from = { x: 0, y: 0 };
    let to = from;
    let startIdx = 0;
    slider.on('created', () => {
      const { signal } = listeners;
      const follow = (event: PointerEvent) => (to = { x: event.clientX, y: event.clientY });
      slider.container.addEventListener('pointerdown', (event) => (from = follow(event)), { signal });
      slider.container.addEventListener('pointermove', follow, { signal });
      slider.container.addEventListener('pointerup', follow, { signal });
    });
    slider.on('dragStarted', () => (startIdx = slider.track.details.abs));
    slider.on('dragEnded', () => {
      const direction = swipeDirection(to.x - from.x, to.y - from.y);
      moveToAbs(slider, startIdx + direction * step(slider));
    });
    slider.on('destroyed', () => listeners.abort());
  };
}
