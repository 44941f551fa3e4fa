const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether a text is already HTML (written with the rich-text editor) rather than plain text. */
export const isHtmlText = (text: string): boolean => /<(p|h[1-6]|ul|ol|blockquote|br|hr|strong|em|a)\b/i.test(text);

/**
 * A text written before the rich-text editor (plain, its paragraphs apart by blank lines) as the
 * HTML paragraphs it means, its line breaks kept; HTML as it is. The About page shows it so, and
 * the desk's editor opens it so: opened raw, its paragraphs ran into one, and the first save kept
 * them that way.
 */
export function asRichText(text: string): string {
  if (isHtmlText(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
