/**
 * Why a booking was cancelled, as Cancel and refund asks it of the staff (one of a short list, so
 * the owner's Reports can count them; Other needs words) and as the customer's own Cancel booking
 * records it. Bookings cancelled before the cause was asked have none: the Reports call them
 * "Not recorded".
 */

/** What the staff pick from, in the dialog's order. */
export const STAFF_CANCEL_CAUSES = ['customer-asked', 'customer-did-not-pay', 'venue-problem', 'double-booking', 'other'] as const;
export type StaffCancelCause = (typeof STAFF_CANCEL_CAUSES)[number];

/** Every cause a booking can carry: the staff's, and the customer's cancelling on /my-booking. */
export const CANCEL_CAUSES = [...STAFF_CANCEL_CAUSES, 'customer-online'] as const;
export type CancelCause = (typeof CANCEL_CAUSES)[number];

export const CANCEL_CAUSE_LABELS: Readonly<Record<CancelCause, string>> = {
  'customer-asked': 'Customer asked',
  'customer-did-not-pay': 'Customer did not pay',
  'venue-problem': 'Venue problem',
  'double-booking': 'Double booking',
  other: 'Other',
  'customer-online': 'Customer cancelled online',
};

/** A cancellation from before the cause was asked. */
export const UNRECORDED_CAUSE_LABEL = 'Not recorded';

export const isCancelCause = (value: unknown): value is CancelCause =>
  typeof value === 'string' && (CANCEL_CAUSES as readonly string[]).includes(value);

/** The cause in words, or the words for none. */
export const cancelCauseLabel = (cause: string | null): string =>
  isCancelCause(cause) ? CANCEL_CAUSE_LABELS[cause] : UNRECORDED_CAUSE_LABEL;

/**
 * Other needs the staff's words: the list does not say what happened. (A refund other than the
 * policy's needs them too, checked against the server's own proposal: refundPolicy.ts's needsReason.)
 */
export const cancelNoteProblem = (cause: StaffCancelCause, note: string): string | undefined =>
  cause === 'other' && note.trim() === '' ? 'is required when the cause is Other: say what happened' : undefined;
