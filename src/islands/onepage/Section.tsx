import type { ReactNode } from 'react';

export const SECTION_CLASS = 'rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6';

/** One part of the form: a fieldset with its legend as the part's heading. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION_CLASS}>
      <legend className="px-1 text-xl font-bold text-brand-800">{legend}</legend>
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/** What shows while a list loads: announced once, politely. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-neutral-700">
      Loading {what}…
    </p>
  );
}
