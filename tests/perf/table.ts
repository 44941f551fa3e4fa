/** A Markdown table from rows of figures, numbers rounded for reading. */
export function markdownTable<T extends object>(rows: T[], columns: { key: keyof T; title: string; digits?: number }[]): string {
  const cell = (v: unknown, digits = 0) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(digits) : 'n/a') : String(v));
  const head = `| ${columns.map((c) => c.title).join(' | ')} |`;
  const rule = `| ${columns.map((c) => (c.digits === undefined && typeof rows[0]?.[c.key] !== 'number' ? '---' : '---:')).join(' | ')} |`;
  const body = rows.map((r) => `| ${columns.map((c) => cell(r[c.key], c.digits)).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** The p50, p95 and p99 columns of figures that have them. */
export const percentileColumns = <T extends { p50Ms: number; p95Ms: number; p99Ms: number }>(digits: number) =>
  (['p50', 'p95', 'p99'] as const).map((p) => ({ key: `${p}Ms` as keyof T, title: `${p} ms`, digits }));
