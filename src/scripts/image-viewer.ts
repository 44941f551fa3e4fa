import { swipeDirection, wrapIndex } from './carouselMath.ts';

/**
 * <image-viewer>: thumbnails that open a full-screen viewer (a modal <dialog>). The viewer is
 * circular: next after the last image is the first. ArrowLeft / ArrowRight and swipes of 40 px or
 * more move; Escape, the close button or a tap on the dark backdrop close it, and focus goes back
 * to the thumbnail it came from.
 *
 * Markup: buttons [data-open="i"], and a <dialog> holding items [data-item] (all but one hidden,
 * so a hidden image never downloads), [data-prev], [data-next], [data-close] and an optional
 * [data-counter] ('2 / 3').
 */
class ImageViewer extends HTMLElement {
  #index = 0;
  #opener: HTMLElement | null = null;
  #swipe: { id: number; x: number; y: number } | null = null;
  /** The click that ends a swipe is not a tap on the backdrop. */
  #swiped = false;

  connectedCallback(): void {
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    this.addEventListener('click', (event) => {
      const opener = (event.target as Element).closest<HTMLElement>('[data-open]');
      if (!opener || !this.contains(opener)) return;
      this.#opener = opener;
      this.#show(Number(opener.dataset.open) || 0);
      dialog.showModal();
    });
    dialog.querySelector('[data-prev]')?.addEventListener('click', () => this.#show(this.#index - 1));
    dialog.querySelector('[data-next]')?.addEventListener('click', () => this.#show(this.#index + 1));
    dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
    dialog.addEventListener('click', (event) => {
      if (this.#swiped) this.#swiped = false;
      else if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => this.#opener?.focus());
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        this.#show(this.#index + (event.key === 'ArrowRight' ? 1 : -1));
      }
    });
    dialog.addEventListener('pointerdown', (event) => {
      this.#swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    });
    dialog.addEventListener('pointerup', (event) => {
      const start = this.#swipe;
      this.#swipe = null;
      if (!start || start.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (direction === 0) return;
      this.#swiped = true;
      setTimeout(() => (this.#swiped = false));
      this.#show(this.#index + direction);
    });
    dialog.addEventListener('pointercancel', () => (this.#swipe = null));
    dialog.addEventListener('dragstart', (event) => event.preventDefault());
  }

  #show(index: number): void {
    const items = [...this.querySelectorAll<HTMLElement>('dialog [data-item]')];
    this.#index = wrapIndex(index, items.length);
    items.forEach((item, i) => (item.hidden = i !== this.#index));
    const counter = this.querySelector('dialog [data-counter]');
    if (counter) counter.textContent = `${this.#index + 1} / ${items.length}`;
    this.dataset.index = String(this.#index);
  }
}

if (!customElements.get('image-viewer')) customElements.define('image-viewer', ImageViewer);
