import type { z } from 'zod';
import type { CheckoutOrderRequest } from '../../src/lib/api/bookingPayments.ts';
import { Booking } from '../../src/lib/api/booking.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { badRequest } from '../http/errors.ts';
import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { startWidgetPayment } from '../payments/paymentFlow.ts';
import type { Payment } from '../repo/payments.ts';
import { toBooking } from './bookingView.ts';

/** /Checkout: the card order the widget opens with, for the amount the page showed. */
export async function openCardOrder(deps: PaymentDeps, guest: string, body: z.output<typeof CheckoutOrderRequest>): Promise<Payment> {
  // Compared with the booking as the server last priced it, under the lock the order is opened
  // under, before anything is asked of the provider: no change can slip in between.
  return startWidgetPayment(deps, guest, body.bookingId, body.paymentType, (b, amount) => {
    if (body.amount === amount) return;
    const message = `amount should be ${formatPaise(amount)}, not ${formatPaise(body.amount)}`;
    throw badRequest(`The price has changed: ${message}. Nothing was charged.`, {
      errors: amountErrors([{ field: 'amount', message, expected: amount }]),
      amounts: encodeMoney(Booking, toBooking(b, { live: true, expiresAt: null })),
    });
  });
}
