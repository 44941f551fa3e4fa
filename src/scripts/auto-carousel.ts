import { nextStart, swipeDirection, wrapIndex } from './carouselMath.ts';

/**
 * <auto-carousel>: every carousel of the site, without a framework.
 *
 * The markup works before (and without) this script: the track is a CSS scroll-snap row a finger
 * or trackpad scrolls, or, with `fade`, a stack that shows its first slide. The element adds
 * - `interval="ms"`: auto-advance, paused while the pointer is over it or focus is inside it, while
 *   the page is hidden, after its pause button, and never started for prefers-reduced-motion;
 * - [data-prev] / [data-next] buttons, ArrowLeft / ArrowRight while focus is inside;
 * - swipes of 40 px or more (shorter moves are taps), by mouse or finger;
 * - `fade`: slides cross-fade in place (the CSS transition sets the speed), hidden ones inert;
 * - `page`: a move goes by as many slides as fit, not one;
 * - <template data-defer> inside a slide is put in place just before the slide is shown, so a
 *   banner downloads only the image on screen and the next one.
 * Both directions wrap round. The current slide is in `data-index`, the pause state in `data-paused`.
 *
 * Markup: a [data-track] holding the slides (its element children), optional [data-prev],
 * [data-next] and [data-toggle] buttons anywhere inside.
 */
class AutoCarousel extends HTMLElement {
  #track!: HTMLElement;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #hovered = false;
  #focused = false;
  #userPaused = false;
  #index = 0;
  #swipe: { id: number; x: number; y: number } | null = null;
  #suppressClick = false;
  #scrollSettle: ReturnType<typeof setTimeout> | undefined;
  #reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');

  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('[data-track]');
    if (!track || this.#track) return;
    this.#track = track;
    // Our own swipe takes horizontal moves; the page still scrolls vertically under a finger.
    track.style.touchAction = 'pan-y';
    this.#userPaused = this.#reduceMotion.matches;
    this.toggleAttribute('data-paused', this.#userPaused);

    this.querySelector('[data-prev]')?.addEventListener('click', () => this.move(-1));
    this.querySelector('[data-next]')?.addEventListener('click', () => this.move(1));
    this.querySelector('[data-toggle]')?.addEventListener('click', () => this.#setUserPaused(!this.#userPaused));

    this.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      this.move(event.key === 'ArrowRight' ? 1 : -1);
    });
    this.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && this.#setHovered(true));
    this.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && this.#setHovered(false));
    // Keyboard focus pauses; a mouse click on an arrow leaves focus behind and should not.
    this.addEventListener('focusin', (event) => {
      this.#focused = (event.target as Element).matches(':focus-visible');
      this.#schedule();
    });
    this.addEventListener('focusout', (event) => {
      if (this.contains(event.relatedTarget as Node | null)) return;
      this.#focused = false;
      this.#schedule();
    });
    document.addEventListener('visibilitychange', () => this.#schedule());

    track.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      this.#swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    });
    track.addEventListener('pointerup', (event) => {
      const start = this.#swipe;
      this.#swipe = null;
      if (!start || start.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (direction === 0) return;
      // A swipe that ends on a link is not a click on it.
      this.#suppressClick = true;
      setTimeout(() => (this.#suppressClick = false));
      this.move(direction);
    });
    track.addEventListener('pointercancel', () => (this.#swipe = null));
    track.addEventListener('dragstart', (event) => event.preventDefault());
    track.addEventListener(
      'click',
      (event) => {
        if (!this.#suppressClick) return;
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    );
    // A trackpad or a focused link can scroll the track too: keep the index true to what shows,
    // once the scroll has settled (mid-way through our own smooth scroll it is not yet true).
    if ('onscrollend' in window) {
      track.addEventListener('scrollend', () => this.#syncIndexFromScroll());
    } else {
      track.addEventListener('scroll', () => {
        clearTimeout(this.#scrollSettle);
        this.#scrollSettle = setTimeout(() => this.#syncIndexFromScroll(), 150);
      });
    }

    if (this.#fade) {
      this.#show(0);
      // Fetch the next slide's image once the page itself has loaded, so it is ready to fade in.
      const preloadNext = () => this.#undefer(1);
      if (document.readyState === 'complete') preloadNext();
      else addEventListener('load', preloadNext, { once: true });
    }
    this.#setIndex(0);
    this.#schedule();
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
  }

  get #fade(): boolean {
    return this.hasAttribute('fade');
  }

  get #slides(): HTMLElement[] {
    return [...this.#track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  }

  get #interval(): number {
    const ms = Number(this.getAttribute('interval'));
    return Number.isFinite(ms) && ms > 0 ? ms : 0;
  }

  /** Moves one step (or one page with `page`) forward (1) or back (-1), wrapping round. */
  move(direction: -1 | 1): void {
    const count = this.#slides.length;
    if (count < 2) return;
    if (this.#fade) {
      this.#show(wrapIndex(this.#index + direction, count));
    } else {
      const { visible, scrollable } = this.#measure();
      if (!scrollable) return;
      const by = this.hasAttribute('page') ? visible : 1;
      this.#scrollTo(nextStart(this.#index, direction, count, visible, by));
    }
    this.#schedule();
  }

  #setHovered(hovered: boolean): void {
    this.#hovered = hovered;
    this.#schedule();
  }

  #setUserPaused(paused: boolean): void {
    this.#userPaused = paused;
    this.toggleAttribute('data-paused', paused);
    this.#schedule();
  }

  /** (Re)starts the countdown to the next slide, or stops it while anything asks for a pause. */
  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const interval = this.#interval;
    const playing = interval > 0 && !this.#userPaused && !this.#hovered && !this.#focused && !document.hidden;
    // Screen readers hear slide changes only when they are not automatic.
    this.#track.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (playing) this.#timer = setTimeout(() => this.move(1), interval);
  }

  #measure(): { step: number; visible: number; scrollable: boolean } {
    const slides = this.#slides;
    const first = slides[0];
    const second = slides[1];
    const step = first && second ? second.offsetLeft - first.offsetLeft : (first?.offsetWidth ?? 0);
    const scrollable = this.#track.scrollWidth - this.#track.clientWidth > 1 && step > 0;
    const visible = step > 0 ? Math.max(1, Math.round(this.#track.clientWidth / step)) : 1;
    return { step, visible, scrollable };
  }

  #indexFromScroll(): number {
    const { step } = this.#measure();
    if (step <= 0) return 0;
    return Math.min(this.#slides.length - 1, Math.max(0, Math.round(this.#track.scrollLeft / step)));
  }

  #syncIndexFromScroll(): void {
    if (!this.#fade) this.#setIndex(this.#indexFromScroll());
  }

  #scrollTo(index: number): void {
    const slides = this.#slides;
    const target = slides[index];
    const first = slides[0];
    if (!target || !first) return;
    this.#track.scrollTo({
      left: target.offsetLeft - first.offsetLeft,
      behavior: this.#reduceMotion.matches ? 'auto' : 'smooth',
    });
    this.#setIndex(index);
  }

  #show(index: number): void {
    this.#undefer(index);
    this.#undefer(wrapIndex(index + 1, this.#slides.length));
    this.#slides.forEach((slide, i) => {
      const active = i === index;
      slide.toggleAttribute('data-active', active);
      slide.inert = !active;
    });
    this.#setIndex(index);
  }

  #setIndex(index: number): void {
    this.#index = index;
    this.dataset.index = String(index);
  }

  #undefer(index: number): void {
    const slide = this.#slides[index];
    slide?.querySelectorAll<HTMLTemplateElement>('template[data-defer]').forEach((template) => {
      template.replaceWith(template.content.cloneNode(true));
    });
  }
}

if (!customElements.get('auto-carousel')) customElements.define('auto-carousel', AutoCarousel);
