import type { Context, Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';
import { formatPaise, formatRupees, toPaise, toRupees } from '../../src/lib/money.ts';
import { guestOf } from '../booking/guestAuth.ts';
import { answeredBooking, ownBooking } from '../booking/updateBooking.ts';
import { badRequest } from '../http/errors.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import { toBooking } from '../booking/bookingView.ts';
import { findByProviderOrder, recordRejection, type Provider } from '../repo/payments.ts';
import { cancelOpenPayment } from '../payments/cancelPayment.ts';
import { checkWhenPolled } from '../payments/checkWhenPolled.ts';
import { startWidgetPayment } from '../payments/paymentFlow.ts';
import { applyWebhook, checkPayment } from '../payments/providerWord.ts';
import { WebhookRejected, type WebhookEvent } from '../payments/provider.ts';

const SETTLED: BookingStatus[] = ['booking-confirmed', 'payment-failed', 'refunded', 'expired', 'cancelled'];

/** /Checkout's card payment, the outcome pages' status, and the providers' webhooks. */
export function paymentRoutes(app: Hono, deps: Deps): void {
  const { db, now } = deps;

  defineCall(app, calls.paymentStatus, async ({ bookingId }, c) => {
    const guest = guestOf(c);
    await ownBooking(db, bookingId, guest);
    await checkWhenPolled(deps, bookingId);
    const { status } = await answeredBooking(db, bookingId, guest, now());
    return { bookingId, status, settled: SETTLED.includes(status) };
  });

  defineCall(app, calls.cancelPayment, async ({ bookingId }, c) => {
    const cancelled = await cancelOpenPayment(deps, guestOf(c), bookingId);
    const message = cancelled
      ? 'The payment you started was cancelled: you can change your booking now.'
      : 'No payment was open on this booking.';
    return { message, bookingId, cancelled };
  });

  defineCall(app, calls.checkoutOrder, async (body, c) => {
    // Compared with the booking as the server last priced it, under the lock the order is opened
    // under, before anything is asked of the provider: no change can slip in between.
    const payment = await startWidgetPayment(deps, guestOf(c), body.bookingId, body.paymentType, (b, amount) => {
      if (toPaise(body.amount) === amount) return;
      const expected = toRupees(amount);
      const message = `amount should be ${formatRupees(expected)}, not ${formatRupees(body.amount)}`;
      throw badRequest(`The price has changed: ${message}. Nothing was charged.`, {
        errors: [{ field: 'amount', message, expected }],
        amounts: toBooking(b, { live: true, expiresAt: null }),
      });
    });
    const { keyId, checkoutScript } = deps.payments.providers.widget;
    return {
      message: `Pay ${formatPaise(payment.amountPaise)} to confirm your booking.`,
      bookingId: body.bookingId,
      orderId: payment.providerOrderId ?? '',
      amount: payment.amountPaise,
      currency: 'INR' as const,
      key: keyId,
      script: checkoutScript,
      name: BUSINESS_NAME,
    };
  });

  defineCall(app, calls.checkoutVerify, async (body, c) => {
    const guest = guestOf(c);
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
      const client = deps.clientAddress(c);
      await recordRejection(db, {
        provider: 'razorpay',
        reason: 'checkout signature does not match',
        client,
        body: JSON.stringify(body),
        at: now(),
      });
      deps.payments.log(`checkout verify for booking ${body.bookingId} from ${client}: signature does not match; refused`);
      throw badRequest('The payment could not be verified. If money was taken, it is refunded automatically; please call us.');
    }
    // The signature says the widget saw a payment; the provider's own word on it decides.
    if (payment.status === 'pending' || payment.status === 'cancelled' || payment.status === 'failed') await checkPayment(deps, payment);
    const b = await answeredBooking(db, body.bookingId, guest, now());
    if (b.status !== 'booking-confirmed')
      throw badRequest(b.statusNote || 'The payment has not been completed. Nothing was confirmed; please try again.');
    return { message: `Payment successful. Your booking is confirmed: order ${b.orderId}.`, bookingId: body.bookingId, status: b.status };
  });

  const webhook = (provider: Provider) => async (c: Context) => {
    const raw = await c.req.text();
    let event: WebhookEvent;
    try {
      const verifier = provider === 'phonepe' ? deps.payments.providers.redirect : deps.payments.providers.widget;
      event = verifier.verifyWebhook(c.req.raw.headers, raw);
    } catch (err) {
      if (!(err instanceof WebhookRejected)) throw err;
      await recordRejection(db, { provider, reason: err.message, client: deps.clientAddress(c), body: raw, at: now() });
      deps.payments.log(`${provider} webhook refused from ${deps.clientAddress(c)}: ${err.message}`);
      return c.json({ success: false, message: 'This callback is not authenticated.' }, 401);
    }
    await applyWebhook(deps, provider, event, raw);
    return c.json({ success: true, message: 'Received.' });
  };
  app.post('/payments/phonepe/webhook', webhook('phonepe'));
  app.post('/payments/razorpay/webhook', webhook('razorpay'));
}
