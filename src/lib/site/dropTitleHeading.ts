/**
 * Sanitised HTML without its first heading when that heading only repeats the page's title (the
 * policy texts open with an <h2> of their own name, which would sit right under the page's h1).
 * Expects the output of sanitizeHtml: headings there carry no attributes.
 */
export function dropTitleHeading(html: string, title: string): string {
  const match = /^\s*<(h[1-6])>([\s\S]*?)<\/\1>\s*/.exec(html);
  if (!match) return html;
  const text = (match[2] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return normalise(text) === normalise(title) ? html.slice(match[0].length) : html;
}

const normalise = (text: string): string => text.replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim().toLowerCase();
