import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';

export interface AutoplayOptions {
  /** Milliseconds between automatic moves; 0 never moves. */
  interval: number;
  /** The automatic move: one slide on unless told otherwise. */
  advance?: (slider: KeenSliderInstance) => void;
  /** Holds from outside the slider (a pause button, a playing video), asked whenever the countdown would start. */
  held?: () => boolean;
  /** Where hovering and keyboard focus hold it, say the carousel with its buttons; the track by default. */
  area?: HTMLElement;
}

export interface Autoplay {
  plugin: KeenSliderPlugin;
  /** Starts or stops the countdown after an outside hold changed. */
  refresh: () => void;
}

/**
 * keen-slider plugin: moves on every `interval` ms, and holds still while a mouse is over the area
 * or keyboard focus is in it (a click leaves focus behind and does not hold it), while a finger
 * drags, while the page is hidden, and while `held` says so. Any move, automatic or not, starts
 * the countdown afresh. Screen readers are told of slide changes (aria-live polite on the track)
 * only while it is not moving by itself.
 */
export function autoplay({ interval, advance = (s) => s.next(), held = () => false, area }: AutoplayOptions): Autoplay {
  let slider: KeenSliderInstance | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  let dragging = false;

  const refresh = () => {
    clearTimeout(timer);
    timer = undefined;
    const s = slider;
    if (!s) return;
    const playing = interval > 0 && !s.options.disabled && !held() && !hovered && !focused && !dragging && !document.hidden;
    s.container.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (playing) {
      timer = setTimeout(() => {
        advance(s);
        refresh();
      }, interval);
    }
  };

  const plugin: KeenSliderPlugin = (s) => {
    const listeners = new AbortController();
    s.on('created', () => {
      slider = s;
      const root = area ?? s.container;
      const { signal } = listeners;
      const hover = (on: boolean) => (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return;
        hovered = on;
        refresh();
      };
      root.addEventListener('pointerenter', hover(true), { signal });
      root.addEventListener('pointerleave', hover(false), { signal });
      root.addEventListener(
        'focusin',
        (event) => {
          focused = (event.target as Element).matches(':focus-visible');
          refresh();
        },
        { signal },
      );
      root.addEventListener(
        'focusout',
        (event) => {
          if (root.contains(event.relatedTarget as Node | null)) return;
          focused = false;
          refresh();
        },
        { signal },
      );
      document.addEventListener('visibilitychange', refresh, { signal });
      refresh();
    });
    s.on('dragStarted', () => {
      dragging = true;
      refresh();
    });
    s.on('dragEnded', () => {
      dragging = false;
      refresh();
    });
    s.on('animationStarted', refresh);
    s.on('optionsChanged', refresh);
    s.on('destroyed', () => {
      listeners.abort();
      clearTimeout(timer);
      slider = undefined;
    });
  };

  return { plugin, refresh };
}
