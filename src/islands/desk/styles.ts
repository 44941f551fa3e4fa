/** The desk's looks: large touch targets (staff use it standing, on a phone or a tablet). */
export const CARD = 'rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6';
export const HEADING = 'text-2xl font-bold tracking-tight text-neutral-900 outline-none';
// The dialogs' shared button row (shared/DialogActions.tsx) draws with these too.
export { PRIMARY_BUTTON as PRIMARY, SECONDARY_BUTTON as SECONDARY, DANGER_BUTTON as DANGER } from '../shared/buttons.ts';
export const ERROR_TEXT = 'rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800';
export const NOTICE_TEXT = 'rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-900';
