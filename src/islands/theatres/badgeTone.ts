import type { BadgeTone } from '../../lib/booking/slots.ts';

/** The spec's badge colours as classes: success, warning, danger, and secondary for none left. */
export const BADGE_CLASSES: Record<BadgeTone, string> = {
  success: 'bg-green-700 text-white',
  warning: 'bg-amber-300 text-neutral-950',
  danger: 'bg-red-700 text-white',
  secondary: 'bg-neutral-600 text-white',
};

export const slotsAvailableLabel = (count: number): string => `${count} ${count === 1 ? 'Slot' : 'Slots'} Available`;
