/**
 * Renumbers the headings of sanitised HTML so that they start at h2 and skip no level: the page has
 * its own h1, and a text whose headings jump (h2 then h4, or only h3s once its title is dropped)
 * would break the page's outline. Levels keep their order: the i-th level used becomes h(i+2), at
 * most h6. Expects the output of sanitizeHtml: headings there carry no attributes.
 */
export function normaliseHeadings(html: string): string {
  const used = [...new Set([...html.matchAll(/<h([1-6])>/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const level = new Map(used.map((from, i) => [from, Math.min(6, i + 2)]));
  return html.replace(/<(\/?)h([1-6])>/g, (_, slash: string, from: string) => `<${slash}h${level.get(Number(from)) ?? from}>`);
}
