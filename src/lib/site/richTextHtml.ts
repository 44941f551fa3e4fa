import { normaliseHeadings } from './normaliseHeadings.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A text the editors write with the desk's rich-text editor (About), as a page shows it: HTML
 * sanitised, its headings below the page's h1. A text written before the editor (plain, its
 * paragraphs apart by blank lines) is shown as those paragraphs, its line breaks kept.
 */
export function richTextHtml(text: string): string {
  if (/<(p|h[1-6]|ul|ol|blockquote|br|hr|strong|em|a)\b/i.test(text)) return normaliseHeadings(sanitizeHtml(text));
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
