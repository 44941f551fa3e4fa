/**
 * The owner recorded on a booking the staff take by phone: no guest token ever has it (guest ids
 * are 22 characters of base64url), so no browser can change the booking through the site's calls;
 * the customer reaches only its payment, through the link's signed way back.
 */
export const phoneOwner = (bookingId: string): string => `phone:${bookingId}`;

export const isPhoneBooking = (owner: string): boolean => owner.startsWith('phone:');
