/**
 * A few lines instead of a toast library (react-hot-toast would add about 5 KB gzip to the page).
 * One polite live region on <body>, made when a form mounts so that it is in the accessibility tree
 * before a message arrives (screen readers skip text put into a region they have not seen yet).
 * Messages show for a few seconds at the top of the screen and never take a click.
 */
const REGION_ID = 'toasts';
const SHOW_MS = 6000;

export function toastRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'pointer-events-none fixed inset-x-0 top-4 z-[70] flex flex-col items-center gap-2 px-4';
    document.body.append(region);
  }
  return region;
}

export function showToast(message: string): void {
  const item = document.createElement('p');
  item.textContent = message;
  item.className = 'max-w-md rounded-xl bg-neutral-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg';
  toastRegion().append(item);
  setTimeout(() => item.remove(), SHOW_MS);
}
