/** The desk forms' labels and controls: large enough to tap standing at the counter. */
export const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
export const CONTROL =
  'block min-h-12 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base text-neutral-900 focus:border-brand-600';
