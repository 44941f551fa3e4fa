/**
 * What the payment outcome pages' scripts change in their HTML (components/payment/PaymentOutcome.astro):
 * the live line, the heading, and parts marked data-outcome="name" that start hidden.
 */
export function say(text: string): void {
  const line = document.querySelector('[data-outcome-status]');
  if (line) line.textContent = text;
}

export function part<T extends HTMLElement = HTMLElement>(name: string): T | null {
  return document.querySelector<T>(`[data-outcome="${name}"]`);
}

export function show(name: string, visible = true): void {
  const el = part(name);
  if (el) el.hidden = !visible;
}

/** The heading, and the title's page part, of an outcome the page now knows (its HTML's are neutral until then). */
export function claim(heading: string): void {
  const h1 = part('heading');
  if (h1) h1.textContent = heading;
  const site = document.title.indexOf(' | ');
  document.title = site < 0 ? heading : `${heading}${document.title.slice(site)}`;
}
