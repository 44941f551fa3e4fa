/**
 * What the payment outcome pages' scripts change in their HTML (components/payment/PaymentOutcome.astro):
 * the live line, and parts marked data-outcome="name" that start hidden.
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
