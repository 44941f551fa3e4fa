import { BACK_LINK, PRIMARY_BUTTON } from '../shared/buttons.ts';

/** The page's action buttons: the site's outlined button, full width on a phone. */
export const ACTION_BUTTON = `${BACK_LINK} w-full sm:w-auto`;
export const MAIN_ACTION_BUTTON = `${PRIMARY_BUTTON} w-full sm:w-auto`;
/** Cancel booking's confirmation: the one that cannot be undone. */
export const DANGER_BUTTON =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 sm:w-auto ' +
  'disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700';
