import { swipeDirection, wrapIndex } from '@/scripts/carouselMath.ts';

/**
 * <gallery-viewer>: opens its full-screen <dialog> on the image a [data-gallery-open] button names,
 * and steps through the images in a circle (next after the last is the first). Keyboard: arrows,
 * Home/End, Escape (the dialog's own). Swipe: a horizontal drag of at least data-swipe-px. Autoplay
 * every data-autoplay-ms while open, unless the visitor asks for reduced motion; a button pauses it.
 * Light DOM: the server renders every part; this only wires them up.
 */
class GalleryViewer extends HTMLElement {
  private dialog!: HTMLDialogElement;
  private slides: HTMLElement[] = [];
  private thumbs: HTMLButtonElement[] = [];
  private counter!: HTMLElement;
  private playButton!: HTMLButtonElement;
  private current = 0;
  private opener: HTMLElement | null = null;
  private timer: number | undefined;
  private playing = false;
  private swipeStart: { x: number; y: number } | null = null;

  connectedCallback(): void {
    const dialog = this.querySelector<HTMLDialogElement>('dialog[data-viewer-dialog]');
    const counter = this.querySelector<HTMLElement>('[data-viewer-counter]');
    const playButton = this.querySelector<HTMLButtonElement>('[data-viewer-play]');
    if (!dialog || !counter || !playButton) return;
    this.dialog = dialog;
    this.counter = counter;
    this.playButton = playButton;
    this.slides = [...dialog.querySelectorAll<HTMLElement>('[data-viewer-slide]')];
    this.thumbs = [...dialog.querySelectorAll<HTMLButtonElement>('[data-viewer-thumb]')];

    this.addEventListener('click', (event) => {
      const target = event.target as Element;
      const trigger = target.closest<HTMLElement>('[data-gallery-open]');
      if (trigger && !dialog.contains(trigger)) {
        this.open(Number(trigger.dataset.galleryOpen), trigger);
        return;
      }
      if (target.closest('[data-viewer-prev]')) this.step(-1);
      else if (target.closest('[data-viewer-next]')) this.step(1);
      else if (target.closest('[data-viewer-close]')) dialog.close();
      else if (target.closest('[data-viewer-play]')) this.setPlaying(!this.playing);
      else {
        const thumb = target.closest<HTMLElement>('[data-viewer-thumb]');
        if (thumb) this.show(Number(thumb.dataset.viewerThumb), true);
      }
    });

    dialog.addEventListener('keydown', (event) => {
      const moves: Record<string, () => void> = {
        ArrowLeft: () => this.step(-1),
        ArrowRight: () => this.step(1),
        Home: () => this.show(0, true),
        End: () => this.show(this.slides.length - 1, true),
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        move();
      }
    });

    // Escape and the Close button both end here: stop the slideshow, give focus back to the opener.
    dialog.addEventListener('close', () => {
      this.setPlaying(false);
      this.opener?.focus();
      this.opener = null;
    });

    const stage = dialog.querySelector<HTMLElement>('[data-viewer-stage]');
    stage?.addEventListener('pointerdown', (event) => {
      if (!event.isPrimary || (event.target as Element).closest('button')) return;
      this.swipeStart = { x: event.clientX, y: event.clientY };
    });
    stage?.addEventListener('pointerup', (event) => this.endSwipe(event));
    stage?.addEventListener('pointercancel', () => (this.swipeStart = null));
    // A mouse drag on a picture would start the browser's image drag and cancel the swipe.
    stage?.addEventListener('dragstart', (event) => event.preventDefault());
  }

  disconnectedCallback(): void {
    window.clearInterval(this.timer);
  }

  private get autoplayMs(): number {
    return Number(this.dataset.autoplayMs) || 2000;
  }

  private get swipePx(): number {
    return Number(this.dataset.swipePx) || 40;
  }

  private open(index: number, opener: HTMLElement): void {
    this.opener = opener;
    this.show(index, false);
    this.dialog.showModal();
    this.thumbs[this.current]?.scrollIntoView({ block: 'nearest', inline: 'center' });
    this.setPlaying(!matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  private step(by: number): void {
    this.show(wrapIndex(this.current + by, this.slides.length), true);
  }

  /** Shows image `index`; a visitor's own move restarts the autoplay interval from zero. */
  private show(index: number, byVisitor: boolean): void {
    const count = this.slides.length;
    if (count === 0) return;
    this.current = wrapIndex(index, count);
    this.slides.forEach((slide, i) => (slide.hidden = i !== this.current));
    this.thumbs.forEach((thumb, i) => {
      if (i === this.current) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
    this.counter.textContent = `${this.current + 1} of ${count}`;
    // The neighbours start loading now, so the next step (or autoplay tick) shows a ready image.
    for (const i of [this.current, wrapIndex(this.current + 1, count), wrapIndex(this.current - 1, count)]) {
      const img = this.slides[i]?.querySelector('img');
      if (img) img.loading = 'eager';
    }
    if (this.dialog.open) this.thumbs[this.current]?.scrollIntoView({ block: 'nearest', inline: 'center' });
    if (byVisitor && this.playing) this.restartTimer();
  }

  private setPlaying(playing: boolean): void {
    this.playing = playing && this.slides.length > 1;
    this.playButton.setAttribute('aria-label', this.playing ? 'Pause slideshow' : 'Play slideshow');
    this.playButton.dataset.playing = String(this.playing);
    // A live counter would speak every tick of the slideshow; it speaks only the visitor's own moves.
    this.counter.setAttribute('aria-live', this.playing ? 'off' : 'polite');
    if (this.playing) this.restartTimer();
    else window.clearInterval(this.timer);
  }

  private restartTimer(): void {
    window.clearInterval(this.timer);
    this.timer = window.setInterval(() => this.show(wrapIndex(this.current + 1, this.slides.length), false), this.autoplayMs);
  }

  private endSwipe(event: PointerEvent): void {
    const start = this.swipeStart;
    this.swipeStart = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, this.swipePx);
    if (direction !== 0) this.step(direction);
  }
}

if (!customElements.get('gallery-viewer')) customElements.define('gallery-viewer', GalleryViewer);
