/** A Markdown table from rows of figures, numbers rounded for reading. */
export function markdownTable<T extends object>(rows: T[], columns: { key: keyof T; title: string; digits?: number }[]): string {
  const cell = (v: unknown, digits = 0) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(digits) : 'n/a') : String(v));
  const head = `| ${columns.map((c) => c.title).join(' | ')} |`;
  const rule = `| ${columns.map((c) => (c.digits === undefined && typeof rows[0]?.[c.key] !== 'number' ? '---' : '---:')).join(' | ')} |`;
  const body = rows.map((r) => `| ${columns.map((c) => cell(r[c.key], c.digits)).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}
