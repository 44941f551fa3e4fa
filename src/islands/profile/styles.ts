/** The profile's card and button classes, in the wizard steps' style. */
export const CARD = 'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6';
export const CARD_TITLE = 'text-lg font-bold text-brand-800';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50';
