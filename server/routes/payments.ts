import type { Context, Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { guestOf } from '../booking/guestAuth.ts';
import { openCardOrder } from '../booking/openCardOrder.ts';
import { paymentStatus } from '../booking/paymentStatus.ts';
import { takeProviderWebhook } from '../booking/takeProviderWebhook.ts';
import { verifyCardPayment } from '../booking/verifyCardPayment.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import type { Provider } from '../repo/payments.ts';
import { cancelOpenPayment } from '../payments/cancelPayment.ts';

/** /Checkout's card payment, the outcome pages' status, and the providers' webhooks. */
export function paymentRoutes(app: Hono, deps: Deps): void {
  defineCall(app, calls.paymentStatus, async ({ bookingId }, c) => ({ bookingId, ...(await paymentStatus(deps, guestOf(c), bookingId)) }));

  defineCall(app, calls.cancelPayment, async ({ bookingId }, c) => {
    const cancelled = await cancelOpenPayment(deps, guestOf(c), bookingId);
    const message = cancelled
      ? 'The payment you started was cancelled: you can change your booking now.'
      : 'No payment was open on this booking.';
    return { message, bookingId, cancelled };
  });

  defineCall(app, calls.checkoutOrder, async (body, c) => {
    const payment = await openCardOrder(deps, guestOf(c), body);
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
    const b = await verifyCardPayment(deps, guestOf(c), body, () => deps.clientAddress(c));
    return { message: `Payment successful. Your booking is confirmed: order ${b.orderId}.`, bookingId: body.bookingId, status: b.status };
  });

  const webhook = (provider: Provider) => async (c: Context) => {
    const raw = await c.req.text();
    if (!(await takeProviderWebhook(deps, provider, c.req.raw.headers, raw, () => deps.clientAddress(c))))
      return c.json({ success: false, message: 'This callback is not authenticated.' }, 401);
    return c.json({ success: true, message: 'Received.' });
  };
  app.post('/payments/phonepe/webhook', webhook('phonepe'));
  app.post('/payments/razorpay/webhook', webhook('razorpay'));
}
