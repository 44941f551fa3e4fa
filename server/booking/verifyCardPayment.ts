import type { z } from 'zod';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { CheckoutVerifyRequest } from '../../src/lib/api/bookingPayments.ts';
import { badRequest } from '../http/errors.ts';
import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { checkPayment } from '../payments/providerWord.ts';
import { findByProviderOrder, recordRejection } from '../repo/payments.ts';
import { answeredBooking, ownBooking } from './updateBooking.ts';

/**
 * /Checkout's word that the widget took the card payment: its signature is checked (a forged one is
 * recorded, with `client`, the address it came from, and refused), and the booking is confirmed
 * only once the provider says it is paid.
 */
export async function verifyCardPayment(
  deps: PaymentDeps,
  guest: string,
  body: z.output<typeof CheckoutVerifyRequest>,
  client: () => string,
): Promise<{ orderId: string; status: BookingStatus }> {
  const { db, now } = deps;
  await ownBooking(db, body.bookingId, guest);
  const payment = await findByProviderOrder(db, 'razorpay', body.razorpay_order_id);
  if (!payment || payment.bookingId !== body.bookingId) throw badRequest('This payment is not for this booking. Nothing was confirmed.');
  const { widget } = deps.payments.providers;
  if (
    !widget.verifyCheckout({
      providerOrderId: payment.providerOrderId ?? '',
      providerPaymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    })
  ) {
    const from = client();
    await recordRejection(db, {
      provider: 'razorpay',
      reason: 'checkout signature does not match',
      client: from,
      body: JSON.stringify(body),
      at: now(),
    });
    deps.payments.log(`checkout verify for booking ${body.bookingId} from ${from}: signature does not match; refused`);
    throw badRequest('The payment could not be verified. If money was taken, it is refunded automatically; please call us.');
  }
  // The signature says the widget saw a payment; the provider's own word on it decides.
  if (payment.status === 'pending' || payment.status === 'cancelled' || payment.status === 'failed') await checkPayment(deps, payment);
  const b = await answeredBooking(db, body.bookingId, guest, now());
  if (b.status !== 'booking-confirmed')
    throw badRequest(b.statusNote || 'The payment has not been completed. Nothing was confirmed; please try again.');
  return { orderId: b.orderId, status: b.status };
}
