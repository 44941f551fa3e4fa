import { z } from 'zod';
import { envelope, Envelope } from './envelope.ts';
import { CakeType, Email, Id, IndianMobile, IsoDate, RequiredText, Rupees } from './fields.ts';

/** Contracts of the booking calls: every one needs the guest token that created the booking. */

export const PlanType = z.enum(['normal', 'combo']);
export type PlanType = z.infer<typeof PlanType>;

/** A guest token for the booking calls. */
export const SessionResponse = envelope({ token: z.string(), expiresAt: z.string() });

/** The slot as the booking carries it: the slot's id and its times. */
export const BookingTime = z.object({ slotId: Id, fromTime: z.string(), toTime: z.string() });

export const AddBookingRequest = z.object({
  userName: RequiredText(100),
  userEmail: Email,
  userPhone: IndianMobile,
  noOfPersons: z.number({ error: 'must be a number of persons' }).int().positive(),
  decoration: z.string().default('Yes'),
  theatreId: Id,
  subTotal: Rupees,
  time: BookingTime,
  date: IsoDate,
  theaterName: z.string(),
  /** Sent again when the details step is repeated for the same booking. */
  bookingId: Id.optional(),
  type: PlanType,
  planId: Id.optional(),
});
export const AddBookingResponse = envelope({
  bookingId: Id,
  /** When the hold on the slot ends unless the booking is paid. */
  holdExpiresAt: z.string(),
});

export const BookingIdRequest = z.object({ bookingId: Id });
export const UniqueIdResponse = envelope({ orderId: z.string() });

export const UpdateOccasionRequest = z.object({
  bookingId: Id,
  occasionId: Id,
  personName: z.string().trim().max(200),
  subTotal: Rupees.optional(),
  totalPrice: Rupees,
});

/** Cake weights: '500' gm, or '1', '2', '3' kg. */
export const CakeWeight = z.enum(['500', '1', '2', '3']);
export const CakeLine = z.object({
  _id: Id,
  name: z.string(),
  type: z.literal('cake'),
  cakeType: CakeType,
  price: Rupees,
  quantity: CakeWeight,
});
export const AddonLine = z.object({
  _id: Id,
  name: z.string(),
  type: z.literal('other'),
  price: Rupees,
  quantity: z.literal(1),
});

export const UpdateCakesRequest = z.object({ bookingId: Id, products: z.array(CakeLine).max(20) });
export const UpdateAddonsRequest = z.object({
  bookingId: Id,
  products: z.array(AddonLine).max(50),
  /** The same add-ons as JSON text of { id, price, name } entries (the spec keeps both). */
  addons: z.string().max(20000),
  subTotal: Rupees,
});
export const UpdateComboRequest = z.object({
  bookingId: Id,
  totalPrice: Rupees,
  planId: Id,
  /** The chosen cake flavour: required for a combo. */
  flavour: RequiredText(100),
  productId: Id,
});

export const PaymentUpdateRequest = z.object({
  bookingId: Id,
  totalPrice: Rupees,
  subTotal: Rupees,
  advancePayment: Rupees,
  theatrePrice: Rupees.optional(),
  planOfferPrice: Rupees.optional(),
  couponId: z.string().default(''),
  couponAmount: Rupees.default(0),
  extraAddedPersonsForTheatre: z.number().int().nonnegative().default(0),
  extraPersonPrice: Rupees.optional(),
  transactionId: z.string().default(''),
  transactionStatus: z.string(),
  cashType: z.string(),
  create_type: z.string(),
  status: z.string(),
});
export const PaymentUpdateResponse = envelope({
  data: z.object({ instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }) }),
});

export const BookingStatus = z.enum(['held', 'payment-pending', 'booking-confirmed', 'payment-failed', 'expired']);

export const Booking = z.object({
  _id: Id,
  orderId: z.string(),
  status: BookingStatus,
  type: PlanType,
  theatreId: Id,
  theaterName: z.string(),
  date: IsoDate,
  time: BookingTime,
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string(),
  noOfPersons: z.number().int(),
  occasionId: z.string().nullable(),
  personName: z.string(),
  planId: z.string().nullable(),
  flavour: z.string(),
  products: z.array(z.union([CakeLine, AddonLine])),
  cakes: z.array(CakeLine),
  addons: z.array(AddonLine),
  couponId: z.string(),
  couponAmount: Rupees,
  subTotal: Rupees,
  totalPrice: Rupees,
  advancePayment: Rupees,
  remainingAmount: Rupees,
  transactionStatus: z.string(),
  /** Path of the invoice file once paid. */
  invoice: z.string(),
});
export type Booking = z.infer<typeof Booking>;
export const BookingResponse = envelope({ booking: Booking });
export const BookingByIdResponse = envelope({ data: z.array(Booking) });

/** The /Checkout page's one-call booking, paid through the card widget. */
export const CheckoutOrderRequest = z.object({
  paymentType: z.enum(['fullpayment', 'partialpayment']).default('fullpayment'),
  theatreId: Id,
  planId: Id.optional(),
  occasionId: Id.optional(),
  personName: z.string().trim().max(200).default(''),
  userName: RequiredText(100),
  userEmail: Email,
  userPhone: IndianMobile,
  date: IsoDate,
  time: BookingTime,
  type: PlanType,
  couponId: z.string().default(''),
  couponAmount: Rupees.default(0),
  subTotal: Rupees,
  advancePayment: Rupees,
  remainingAmount: Rupees,
  totalPrice: Rupees,
  products: z.array(z.union([CakeLine, AddonLine])).max(50),
  noOfPersons: z.number().int().positive(),
});
export const CheckoutOrderResponse = envelope({
  bookingId: Id,
  orderId: z.string(),
  /** Paise, as the widget takes it. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  key: z.string(),
});
export const CheckoutVerifyRequest = z.object({
  bookingId: Id,
  razorpay_payment_id: z.string().min(1),
  razorpay_order_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export const CheckoutVerifyResponse = Envelope;
