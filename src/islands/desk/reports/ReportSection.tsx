import type { ReactNode } from 'react';
import { CARD, SECONDARY } from '../styles.ts';

interface Props {
  id: string;
  title: string;
  /** What the figures count, in a sentence under the title. */
  about: string;
  /** Saves this section as a CSV file; absent while no figures are shown. */
  onCsv?: () => void;
  busy: boolean;
  children: ReactNode;
}

/** One section of the Reports: its title, what it counts, its CSV, and its chart or table. */
export function ReportSection({ id, title, about, onCsv, busy, children }: Props) {
  return (
    <section aria-labelledby={id} className={`grid gap-3 ${CARD}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-neutral-900">
            {title}
          </h2>
          <p className="text-sm text-neutral-700">{about}</p>
        </div>
        {onCsv && (
          <button type="button" className={SECONDARY} disabled={busy} onClick={onCsv} aria-label={`${title}: CSV`}>
            CSV
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

/** A table of rows a phone reads whole: the first column a name, the others figures to its right. */
export function FigureTable({
  caption,
  head,
  rows,
  total = true,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  /** The last row is the total, set in bold. */
  total?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm text-neutral-900">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-neutral-300">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`py-1 pr-3 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className={`border-b border-neutral-100 ${total && r === rows.length - 1 ? 'font-semibold' : ''}`}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
