/** The site's button looks, shared by the booking steps, checkout, the profile and the desk's dialogs. */
export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ' +
  'disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700';
export const BACK_LINK =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-full border-2 border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';
/** Beside a primary button (Cancel, Keep the booking): smaller, so the way on stands out. */
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 ' +
  'disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-600';
/** What cannot be taken back quietly (Disable, Cancel and refund): red, and outlined rather than filled, so it is not pressed by habit. */
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed';
