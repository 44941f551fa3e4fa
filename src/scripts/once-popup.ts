/**
 * <once-popup>: the home page's image popup, shown once per browser. It opens (as a modal <dialog>,
 * after the page has loaded, so it never competes with the first screen) when localStorage has no
 * 'popupShown'; closing it in any way (close button, Escape, a tap outside the image) sets
 * popupShown = 'true'.
 */
const MARKER = 'popupShown';

function read(): string | null {
  try {
    return localStorage.getItem(MARKER);
  } catch {
    return null; // storage blocked: show it, as a browser with no marker would
  }
}

function remember(): void {
  try {
    localStorage.setItem(MARKER, 'true');
  } catch {
    // storage blocked: nothing to keep; the popup may show again next time
  }
}

class OncePopup extends HTMLElement {
  connectedCallback(): void {
    const dialog = this.querySelector('dialog');
    if (!dialog || read() !== null) return;
    dialog.addEventListener('close', remember, { once: true });
    dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
    // A tap on the backdrop lands on the dialog itself, not on its content.
    dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
    const open = () => dialog.isConnected && !dialog.open && dialog.showModal();
    if (document.readyState === 'complete') open();
    else addEventListener('load', open, { once: true });
  }
}

if (!customElements.get('once-popup')) customElements.define('once-popup', OncePopup);
