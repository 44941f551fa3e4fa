import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';
import { swipeDirection } from './carouselMath.ts';
import { headingFor, moveToAbs } from './sliderMove.ts';

/**
 * keen-slider plugin: the spec's swipe rule in place of keen-slider's own snap, which moves on any
 * flick. When a drag ends, the slider moves on (or back) by `step` slides if the pointer travelled
 * 40 px or more, more sideways than up or down; anything shorter springs back to where it began.
 * The pointer is read from pointer events, which arrive before the mouse and touch events
 * keen-slider drags with, so the whole gesture counts, not only the part after keen-slider's own
 * direction check. A swipe counts from where the slider was heading when the finger came down: a
 * second swipe during the half-second move of the first goes on from the first's slide, not from
 * wherever the move had got to (which a quick swipe back took one slide too far).
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
      slider.container.addEventListener(
        'pointerdown',
        (event) => {
          from = follow(event);
          startIdx = headingFor(slider);
        },
        { signal },
      );
      slider.container.addEventListener('pointermove', follow, { signal });
      slider.container.addEventListener('pointerup', follow, { signal });
    });
    slider.on('dragEnded', () => {
      const direction = swipeDirection(to.x - from.x, to.y - from.y);
      moveToAbs(slider, startIdx + direction * step(slider));
    });
    slider.on('destroyed', () => listeners.abort());
  };
}
