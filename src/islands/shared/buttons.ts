/** The site's two button looks, shared by the booking steps, checkout and the profile. */
export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ' +
  'disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700';
export const BACK_LINK =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-full border-2 border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';
