import { badRequest, HttpError } from '../http/errors.ts';

/** A 400 that names the one field at fault, in the shape every body error has. */
export const fieldError = (field: string, text: string) =>
  badRequest(`${field} ${text}`, { errors: [{ field, message: `${field} ${text}` }] });

/** The spec's words for a booking that is not the caller's (section 8). */
export const ACCESS_DENIED = 'Access Denied: You do not have permission to view this page.';
export const forbidden = () => new HttpError(403, ACCESS_DENIED);

/** 406: the slot is no longer available; the site sends the person back to the theatre list. */
export const slotTaken = () => new HttpError(406, 'Sorry, this slot has just been booked by someone else. Please choose another slot.');

export const unauthorized = (message: string) => new HttpError(401, message);

/**
 * 409: a payment of the booking is still open (an order for the card widget, or the PhonePe pay
 * page). What it was asked for must stay what the booking is, so nothing may change until it is
 * paid, declined or lapses.
 */
export const PAYMENT_OPEN = 'A payment for this booking has already started. Finish or cancel it before changing the booking.';
export const paymentOpen = () => new HttpError(409, PAYMENT_OPEN);

/** A booking the staff cancelled: nothing more can be paid or changed on it. */
export const CANCELLED = 'This booking was cancelled. Please call us, or make a new booking.';
/** The same, said to the staff asking for a payment link. */
export const CANCELLED_NO_LINK = 'This booking is cancelled: no payment can be taken on it. Take a new phone booking for the caller.';
