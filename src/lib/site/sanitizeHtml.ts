import sanitize from 'sanitize-html';

/**
 * Cleans HTML from the API (the policy texts) before a page renders it with set:html. Build-time
 * and server-side only: sanitize-html is far too heavy for a browser bundle.
 *
 * What survives: headings, paragraphs, lists, emphasis, line breaks and rules, blockquotes, basic
 * tables, and links. Everything else is removed: script, style, iframe and the like with their
 * content; any other tag is unwrapped to its text; every attribute except a link's href and a table
 * cell's span/scope (so no on* handlers, no style, no class).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links reach only web pages, mail and phones. A path on this site ('/RefundPolicy', '#refunds')
  // has no scheme and stays; a protocol-relative '//host' does not.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped together with their content, not unwrapped into visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its one h1: a heading of the text is at most an h2.
    h1: 'h2',
    // Any rel the text had is replaced: a link out must not reach back to this page.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** Safe HTML for set:html from HTML the API supplies (see OPTIONS for what is kept). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
