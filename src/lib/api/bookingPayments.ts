import { z } from 'zod';
import { BookingAmounts, BookingStatus, CheckoutPaymentType, CouponRef } from './booking.ts';
import { envelope } from './envelope.ts';
import { Id, storableText, Text } from './fields.ts';
import { Paise } from './money.ts';

/**
 * Contracts of a booking's payment calls: the wizard's payment start, /Checkout's card order and its
 * verification, cancelling an open payment, and where a payment stands (for the tab that holds the
 * booking, and for any tab the provider's way back opens).
 */

/**
 * The spec's payment update: every amount is compared with the server's; the status fields are the
 * customer's intent (pay online), never a confirmation: only the payment provider confirms.
 */
export const PaymentUpdateRequest = z.object({
  bookingId: Id,
  totalPrice: Paise,
  subTotal: Paise,
  advancePayment: Paise,
  theatrePrice: Paise.optional(),
  planOfferPrice: Paise.optional(),
  /** The coupon on the booking ('' keeps the one already there); a different one replaces it. */
  couponId: CouponRef.default(''),
  couponAmount: Paise.default(0),
  extraAddedPersonsForTheatre: z.number({ error: 'must be a number of persons' }).int().nonnegative().optional(),
  extraPersonPrice: Paise.optional(),
  transactionId: Text(100).default(''),
  transactionStatus: Text(40).default(''),
  cashType: Text(40).default('online'),
  create_type: Text(40).default('web'),
  status: Text(40).default(''),
});
export const PaymentUpdateResponse = envelope({
  bookingId: Id,
  status: BookingStatus,
  amounts: BookingAmounts,
  /** Where to send the browser to pay; absent (and success false) while online payment is not offered. */
  data: z.object({ instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }) }).optional(),
});

/**
 * /Checkout: a card order for the held booking, for the full amount or the advance. `amount` is what
 * the page shows will be paid; it is compared with the server's figure, as every amount is.
 */
export const CheckoutOrderRequest = z.object({
  bookingId: Id,
  paymentType: CheckoutPaymentType.default('fullpayment'),
  amount: Paise,
});
export const CheckoutOrderResponse = envelope({
  bookingId: Id,
  /** The provider's order id the widget opens with. */
  orderId: z.string(),
  /** Paise, as the widget takes it. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  /** The provider's public key. */
  key: z.string(),
  /** The checkout script that defines window.Razorpay. */
  script: z.string(),
  /** The business name the widget shows. */
  name: z.string(),
});
export const CheckoutVerifyRequest = z.object({
  bookingId: Id,
  razorpay_payment_id: storableText(z.string().min(1).max(100)),
  razorpay_order_id: storableText(z.string().min(1).max(100)),
  razorpay_signature: storableText(z.string().min(1).max(200)),
});
export const CheckoutVerifyResponse = envelope({ bookingId: Id, status: BookingStatus });

/** The answer to cancelling a booking's open payment: whether one was open (cancelling twice changes nothing). */
export const CancelPaymentResponse = envelope({
  bookingId: Id,
  cancelled: z.boolean(),
});

/**
 * Where a booking's payment stands, for /payment-processing. Asking also makes the server check a
 * pending payment with the provider (at most every few seconds), so a lost callback does not leave
 * the customer waiting for the reconciler.
 */
export const PaymentStatusResponse = envelope({
  bookingId: Id,
  status: BookingStatus,
  /** True once the outcome is final: confirmed, failed, refunded or expired. */
  settled: z.boolean(),
});

/**
 * The outcome of a booking's payment for a page that holds no booking token: one opened from the
 * provider's way back in another tab or browser. `ref` is the reference that way back carried; it
 * must be for a payment of this booking. The answer holds only what the outcome pages show, never the
 * customer's name, phone or e-mail.
 */
export const PaymentOutcomeRequest = z.object({
  bookingId: Id,
  ref: storableText(
    z.string({ error: 'must be the reference the payment brought back (text)' }).trim().min(1, 'must not be empty').max(200, 'is too long'),
  ),
});
export const PaymentOutcomeResponse = envelope({
  bookingId: Id,
  status: BookingStatus,
  /** True once the outcome is final: confirmed, failed, refunded or expired. */
  settled: z.boolean(),
  /** The order id once confirmed; '' before and when not paid. */
  orderId: z.string(),
  /** Path of the invoice PDF once confirmed and made; '' otherwise. */
  invoice: z.string(),
  /** What happened to the money when the payment did not end in a booking (a refund and why); '' otherwise. */
  statusNote: z.string(),
  /** The token of the booking's own page (/my-booking?t=…) once confirmed; '' before and when not paid. */
  manageToken: z.string(),
});
