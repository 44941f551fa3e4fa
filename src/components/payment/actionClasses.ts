/** The outcome pages' buttons: the main action, and the others beside it. */
export const PRIMARY_ACTION =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700';
export const SECONDARY_ACTION =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-full border-2 border-brand-600 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50';
export const ACTIONS_ROW = 'mt-8 flex flex-wrap justify-center gap-3';
