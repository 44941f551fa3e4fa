/**
 * <video-selector>: a row of video posters where one is selected (shown wide on large screens) and
 * a tap on a play button swaps that poster for the player. Nothing from the video site loads before
 * the tap: the page ships a poster and a button, not a player.
 *
 * Markup: items [data-video] (one with data-selected), each with a [data-media] box holding the
 * poster and a <button data-play data-embed="player URL" data-title="frame title">.
 */
class VideoSelector extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-play]');
      const item = button?.closest<HTMLElement>('[data-video]');
      if (!button || !item || !this.contains(item)) return;
      this.#play(item, button);
    });
  }

  #play(item: HTMLElement, button: HTMLButtonElement): void {
    for (const other of this.querySelectorAll<HTMLElement>('[data-video]')) {
      if (other !== item) this.#stop(other);
      other.toggleAttribute('data-selected', other === item);
    }
    const media = item.querySelector<HTMLElement>('[data-media]');
    const src = button.dataset.embed;
    if (!media || !src || media.querySelector('iframe')) return;
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = button.dataset.title ?? 'Video';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.className = 'absolute inset-0 size-full border-0';
    button.hidden = true;
    media.append(frame);
    frame.focus();
  }

  /** Puts the poster back: removing the frame is what stops the video. */
  #stop(item: HTMLElement): void {
    item.querySelector('[data-media] iframe')?.remove();
    const button = item.querySelector<HTMLButtonElement>('button[data-play]');
    if (button) button.hidden = false;
  }
}

if (!customElements.get('video-selector')) customElements.define('video-selector', VideoSelector);
