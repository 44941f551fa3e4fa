/**
 * CSV as spreadsheets read it (RFC 4180), safe to open. A cell a spreadsheet would run as a formula
 * (starting with = + - @, after spaces too, or with a tab or carriage return) gets an apostrophe in
 * front, so '=HYPERLINK(...)' typed as a name stays text (OWASP's CSV injection advice). So does
 * every place inside a cell where an import with another separator would start a cell with one:
 * a spreadsheet set to semicolons (most of Europe's Excel) splits `Ravi;=1+1` into `Ravi` and a
 * formula, quotes or not, since the quote that holds our cell together is not at the start of its
 * cell there. The document starts with a UTF-8 byte order mark: without it Excel reads UTF-8 as the
 * machine's code page and Telugu or Hindi names come out garbled.
 */

/** A formula's first character, also after leading spaces (some spreadsheets skip them). */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;
/**
 * A separator a spreadsheet may split on (comma, semicolon, tab; a line break where quotes are not
 * honoured) followed, after spaces or quotes, by a formula's first character: the apostrophe goes
 * right after the separator, where that cell would start.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

export const UTF8_BOM = '\uFEFF';

/** One cell: neutralised when it could start a formula, quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain negative amount (a day's net after refunds) is a number to a spreadsheet, not a formula: kept so it sums.
  if (NEGATIVE_NUMBER.test(text)) return text;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => cells.map(csvCell).join(',');

/** The whole file: the byte order mark, a header line and the rows, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + [header, ...rows].map((r) => `${csvLine(r)}\r\n`).join('');
}

/**
 * A download's file name from its parts: letters, digits and dashes only (anything else becomes a
 * dash), so it cannot break out of the Content-Disposition header or name a path.
 */
export function safeFileName(parts: readonly string[], extension: string): string {
  const stem = parts
    .map((p) => p.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 100);
  return `${stem || 'export'}.${extension.replace(/[^a-z0-9]/gi, '')}`;
}
