import type { Queryable } from '../db/database.ts';
import { ownBooking } from '../booking/updateBooking.ts';
import { badRequest } from '../http/errors.ts';
import { noteInHistory } from '../repo/bookingStatus.ts';
import { cancelPending } from '../repo/payments.ts';
import type { PaymentDeps } from './paymentDeps.ts';

/**
 * The customer's way out of a payment they started and will not finish (a card window closed or
 * never loaded, a pay page left behind) so that the booking can change: a booking is frozen while a
 * payment is open on it. Under the booking's lock, as every change and every new payment is. The
 * provider may still take the cancelled payment until it lapses, so it is still asked about; paid
 * after all, settlement keeps it only if the booking still costs what it asked, and refunds it
 * otherwise. Answers whether a payment was open.
 */
export async function cancelOpenPayment(deps: PaymentDeps, guest: string, bookingId: string): Promise<boolean> {
  return deps.db.transaction(async (tx: Queryable) => {
    const b = await ownBooking(tx, bookingId, guest, true);
    if (b.status === 'booking-confirmed') throw badRequest('This booking is already paid: there is no payment to cancel.');
    const ids = await cancelPending(tx, b.id, deps.now());
    if (ids.length > 0) await noteInHistory(tx, b.id, b.status, deps.now(), `payment ${ids.join(', ')} cancelled by the customer`);
    return ids.length > 0;
  });
}
