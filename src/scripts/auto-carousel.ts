import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { overflows, visibleCount, wrapIndex } from './carouselMath.ts';
import { autoplay, type Autoplay } from './sliderAutoplay.ts';
import { headingFor, moveToAbs } from './sliderMove.ts';
import { followReveals } from './sliderReveal.ts';
import { swipeSteps } from './sliderSwipe.ts';

/**
 * <auto-carousel>: every carousel of the home page, keen-slider inside a custom element (no framework).
 *
 * The markup works before (and without) this script: the track is a CSS scroll-snap row a finger
 * scrolls, or, with `fade`, a stack that shows its first slide. Once defined, keen-slider moves
 * the row (with the slides' own CSS widths, so nothing shifts when it takes over) and wraps round
 * both ways. The element adds
 * - `interval="ms"`: auto-advance, held while the pointer is over it or keyboard focus is inside,
 *   while the page is hidden, after its pause button, and from the start for prefers-reduced-motion;
 * - [data-prev] / [data-next] buttons, ArrowLeft / ArrowRight while focus is inside;
 * - swipes of 40 px or more (shorter drags spring back), by mouse or finger;
 * - `fade`: slides cross-fade in place (the CSS transition sets the speed), hidden ones inert;
 * - `page`: a move goes by as many slides as fit, not one;
 * - `static="media query"`: where the track stays as laid out (a grid, side strips), not a carousel;
 * - <template data-defer> inside a slide is put in place just before the slide is shown, so a
 *   banner downloads only the image on screen and the next one.
 * The first slide shown is in `data-index`, the pause state in `data-paused`.
 *
 * Markup: a [data-track] holding the slides (its element children), optional [data-prev],
 * [data-next] and [data-toggle] buttons anywhere inside.
 */
class AutoCarousel extends HTMLElement {
  #slider: KeenSliderInstance | undefined;
  #autoplay: Autoplay | undefined;
  #reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');
  #userPaused = this.#reduceMotion.matches;

  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('[data-track]');
    if (!track || this.#slider) return;
    this.toggleAttribute('data-paused', this.#userPaused);
    const fade = this.hasAttribute('fade');
    const still = this.getAttribute('static');
    this.#autoplay = autoplay({ interval: this.#interval, advance: () => this.move(1), held: () => this.#userPaused, area: this });
    // A row a finger scrolled before this script ran starts again from its first slide.
    track.scrollLeft = 0;

    this.#slider = new KeenSlider(
      track,
      {
        selector: ':scope > *',
        loop: true,
        // A fade moves nothing: the slides stay stacked and the CSS cross-fades the active one.
        renderMode: fade ? 'custom' : 'precision',
        slides: fade ? { perView: 1 } : { perView: 'auto', spacing: () => layoutGap(track) },
        // 1 ms, not 0, for no motion: keen-slider reckons a move's target slide from its duration.
        defaultAnimation: { duration: fade || this.#reduceMotion.matches ? 1 : 500 },
        breakpoints: still ? { [still]: { disabled: true } } : {},
        created: (s) => this.#settle(s, track),
        optionsChanged: (s) => this.#settle(s, track),
        // The index follows the move's target at once (the buttons and the tests read it), and the
        // nearest slide while a finger drags.
        animationStarted: (s) => this.#setIndex(s, s.track.absToRel(headingFor(s))),
        animationEnded: (s) => this.#setIndex(s, s.track.details.rel),
        animationStopped: (s) => this.#setIndex(s, s.track.absToRel(headingFor(s))),
        slideChanged: (s) => s.animator.active || this.#setIndex(s, s.track.details.rel),
      },
      [swipeSteps((s) => this.#step(s)), this.#autoplay.plugin, followReveals],
    );

    this.querySelector('[data-prev]')?.addEventListener('click', () => this.move(-1));
    this.querySelector('[data-next]')?.addEventListener('click', () => this.move(1));
    this.querySelector('[data-toggle]')?.addEventListener('click', () => {
      this.#userPaused = !this.#userPaused;
      this.toggleAttribute('data-paused', this.#userPaused);
      this.#autoplay?.refresh();
    });
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (this.#slider?.options.disabled) return;
      event.preventDefault();
      this.move(event.key === 'ArrowRight' ? 1 : -1);
    });

    if (fade) {
      // Fetch the next slide's image once the page itself has loaded, so it is ready to fade in.
      const preloadNext = () => this.#undefer(1);
      if (document.readyState === 'complete') preloadNext();
      else addEventListener('load', preloadNext, { once: true });
    }
  }

  disconnectedCallback(): void {
    this.#slider?.destroy();
    this.#slider = undefined;
  }

  get #interval(): number {
    const ms = Number(this.getAttribute('interval'));
    return Number.isFinite(ms) && ms > 0 ? ms : 0;
  }

  /** Slides one move goes by: a page of them with `page`, else one. */
  #step(s: KeenSliderInstance): number {
    return this.hasAttribute('page') ? visibleCount(s.track.details.slides[0]?.size ?? 1) : 1;
  }

  /** Moves one step forward (1) or back (-1), wrapping round; from the target of a move under way. */
  move(direction: -1 | 1): void {
    const s = this.#slider;
    const details = s?.track.details;
    if (!s || !details || s.options.disabled || !overflows(details.slides.map((slide) => slide.size))) return;
    moveToAbs(s, headingFor(s) + direction * this.#step(s));
  }

  /**
   * What keen-slider needs of a track it moves, set when it takes over and taken back where the
   * track stays as laid out: clipped, the page scrolling only vertically under a finger, no text
   * selection while dragging, and no CSS gap, since keen-slider spaces the slides itself. (Its own
   * stylesheet would also set width: 100%, which a track bleeding into the page's padding must not get.)
   * No scroll snapping either: a clipped track is still a scroll container, and as keen-slider
   * carried the first slide round to the end the browser snapped the track's scroll to a slide,
   * which followReveals took for a reveal and moved to: each tick after the first round ran on
   * through two or three slides.
   */
  #settle(s: KeenSliderInstance, track: HTMLElement): void {
    const moving = !s.options.disabled;
    track.style.overflow = moving && !this.hasAttribute('fade') ? 'hidden' : '';
    track.style.scrollSnapType = moving ? 'none' : '';
    track.style.touchAction = moving ? 'pan-y' : '';
    track.style.userSelect = moving ? 'none' : '';
    track.style.columnGap = moving && !this.hasAttribute('fade') ? '0px' : '';
    this.#setIndex(s, s.track.details?.rel ?? 0);
    this.#autoplay?.refresh();
  }

  #setIndex(s: KeenSliderInstance, index: number): void {
    this.dataset.index = String(index);
    if (this.hasAttribute('fade')) this.#show(s.slides, index);
  }

  #show(slides: HTMLElement[], index: number): void {
    this.#undefer(index);
    this.#undefer(wrapIndex(index + 1, slides.length));
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.toggleAttribute('data-active', active);
      slide.inert = !active;
    });
  }

  #undefer(index: number): void {
    const slide = this.querySelector('[data-track]')?.children[index];
    slide?.querySelectorAll<HTMLTemplateElement>('template[data-defer]').forEach((template) => {
      template.replaceWith(template.content.cloneNode(true));
    });
  }
}

/** The track's CSS gap in px as the page lays it out, read past the zero gap set while keen-slider moves it. */
function layoutGap(track: HTMLElement): number {
  const inline = track.style.columnGap;
  track.style.columnGap = '';
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  track.style.columnGap = inline;
  return gap;
}

if (!customElements.get('auto-carousel')) customElements.define('auto-carousel', AutoCarousel);
