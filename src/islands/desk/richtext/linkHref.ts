/**
 * The links the editor lets a text have: the ones src/lib/site/sanitizeHtml.ts keeps on the site
 * (http, https, mailto, tel, or a path on this site), so a link an editor makes is never dropped on
 * publishing. Stricter than the sanitiser on purpose: a relative 'page' or a '#part' of another
 * page would point somewhere else depending on where the text is shown, so a path starts with '/'.
 */

const WITH_SCHEME = /^(?:https?:\/\/[^/\\\s]|mailto:\S|tel:\S)/i;
// Two slashes, in either direction, make a browser leave the site ('//host', '/\host').
const SITE_PATH = /^\/(?![/\\])/;
// What people type for a site or a mail address without the scheme: 'example.com/x', 'a@b.in'.
const BARE_DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i;
const BARE_EMAIL = /^[^\s@/:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
// Tabs and newlines inside a scheme ('java\tscript:') are read past by browsers; refuse them all.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The href for what an editor typed as a link's address, or undefined when the site would not keep it. */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (!text || CONTROL.test(text)) return undefined;
  if (WITH_SCHEME.test(text) || SITE_PATH.test(text)) return text;
  if (BARE_EMAIL.test(text)) return `mailto:${text}`;
  if (BARE_DOMAIN.test(text)) return `https://${text}`;
  return undefined;
}

/** Whether an href already in a text (pasted or loaded) may stay a link as it is. */
export function isKeptHref(href: string): boolean {
  return linkHref(href) === href;
}
