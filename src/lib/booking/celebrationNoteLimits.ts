/**
 * How long the customer's notes for the team may be: bakers write about 40 characters on a cake.
 * Apart from their schemas (src/lib/api/celebrationNotes.ts) so that the booking steps' fields
 * cap their inputs without bringing zod to the page.
 */
export const CAKE_MESSAGE_MAX = 40;
export const DECORATION_THEME_MAX = 80;
