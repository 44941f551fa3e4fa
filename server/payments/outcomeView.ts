import type { Booking } from '../../src/lib/api/booking.ts';
import { outcomeOf } from '../../src/lib/booking/paymentOutcome.ts';

/**
 * What a payment's outcome page shows of a booking, to whoever holds the provider's way back: the
 * order id and invoice once paid, what happened to the money once not, and nothing else (never the
 * customer's name, phone or e-mail, which only the booking's own token reads).
 */
export function outcomeView(b: Pick<Booking, '_id' | 'status' | 'orderId' | 'invoice' | 'statusNote'>) {
  const outcome = outcomeOf(b.status);
  return {
    bookingId: b._id,
    status: b.status,
    settled: outcome !== 'waiting',
    orderId: outcome === 'success' ? b.orderId : '',
    invoice: outcome === 'success' ? b.invoice : '',
    statusNote: outcome === 'fail' ? b.statusNote : '',
  };
}
