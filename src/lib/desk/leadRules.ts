/**
 * How the desk's Leads hold one person once: the enquiry form posts a lead as soon as its phone
 * number is complete (so that a visitor who leaves is called back), then the enquiry when it is sent.
 * A lead of the same phone from a little before an enquiry is that enquiry's, and is shown as part of
 * it; so is one a little after, the two requests having crossed on the way.
 */
export const LEAD_BEFORE_ENQUIRY_MS = 30 * 60_000;
export const LEAD_AFTER_ENQUIRY_MS = 2 * 60_000;

/** Who closed a lead whose phone booked and paid, in its notes: no one at the desk did. */
export const CLOSED_BY_BOOKING = 'the site, when this phone booked';
export const closedByBookingNote = (orderId: string): string => `Booked and paid: ${orderId}.`;
