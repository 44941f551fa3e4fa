/** The desk's looks: large touch targets (staff use it standing, on a phone or a tablet). */
export const CARD = 'rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6';
export const HEADING = 'text-2xl font-bold tracking-tight text-neutral-900 outline-none';
export const PRIMARY =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700';
export const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-600';
export const DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed';
export const ERROR_TEXT = 'rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800';
export const NOTICE_TEXT = 'rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-900';
