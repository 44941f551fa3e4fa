import { normaliseHeadings } from './normaliseHeadings.ts';
import { asRichText, isHtmlText } from './plainParagraphs.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

/**
 * A text the editors write with the desk's rich-text editor (About), as a page shows it: HTML
 * sanitised, its headings below the page's h1. A text written before the editor is shown as its
 * paragraphs (asRichText).
 */
export function richTextHtml(text: string): string {
  return isHtmlText(text) ? normaliseHeadings(sanitizeHtml(text)) : asRichText(text);
}
