/**
 * The customer's own booking page and its link: `/my-booking?t=<token>`, where the token (the
 * booking's manage token) opens that booking alone. One shape for the server's messages, the
 * profile's Manage link and the payment page's way back.
 */
export const MY_BOOKING_PATH = '/my-booking';

export const myBookingPath = (token: string): string => `${MY_BOOKING_PATH}?t=${encodeURIComponent(token)}`;

/** What a manage token can look like (base64url); anything else opens nothing, without asking the server. */
const TOKEN_SHAPE = /^[\w-]{1,200}$/;

/** The token in a /my-booking address's query, or '' when it has none that could open a booking. */
export function tokenOfSearch(search: string): string {
  const token = new URLSearchParams(search).get('t')?.trim() ?? '';
  return TOKEN_SHAPE.test(token) ? token : '';
}
