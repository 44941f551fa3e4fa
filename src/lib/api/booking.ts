import { z } from 'zod';
import { envelope } from './envelope.ts';
import {
  CakeType,
  ClockTime,
  Email,
  Id,
  IndianMobile,
  IsoDate,
  OptionalName,
  RequiredName,
  RequiredText,
  storableText,
  Text,
  YesNo,
} from './fields.ts';
import { Paise } from './money.ts';
import { CakeMessage, DecorationTheme } from './celebrationNotes.ts';

/** Contracts of the booking calls: every one needs the guest token that created the booking. */

export const PlanType = z.enum(['normal', 'combo']);
export type PlanType = z.infer<typeof PlanType>;

/** A guest token for the booking calls. */
export const SessionResponse = envelope({ token: z.string(), expiresAt: z.string() });

/** The slot as the booking carries it: the slot's id and its times. */
export const BookingTime = z.object({ slotId: Id, fromTime: ClockTime, toTime: ClockTime });

/**
 * held: the slot is held unpaid; payment-pending: a payment is started with the provider;
 * booking-confirmed: the provider said paid (the slot is sold); payment-failed: declined or expired
 * (the slot is free again); refunded: paid, but the slot could not be kept (sold while the payment
 * was late) or the amount was not the one asked, so the money went back; expired: the hold ran out unpaid;
 * cancelled: the staff cancelled it (the slot is free again; what was refunded is in its history).
 */
export const BookingStatus = z.enum(['held', 'payment-pending', 'booking-confirmed', 'payment-failed', 'refunded', 'expired', 'cancelled']);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** A coupon as the booking carries it: the code typed (FLAT400BASIC) or the coupon_Id the coupon check gave. */
/** /Checkout's choice: the whole total now, or the advance now and the rest at the venue. */
export const CheckoutPaymentType = z.enum(['fullpayment', 'partialpayment']);
/** What a payment paid for: the wizard's advance, or /Checkout's choice. */
export const PaymentType = z.enum(['advance', 'fullpayment', 'partialpayment']);
export type PaymentType = z.infer<typeof PaymentType>;

export const CouponRef = storableText(z.string({ error: 'must be a coupon code' }).trim().max(40, 'is too long'));

/**
 * The server's figures for a booking (rupees on the wire, paise once read): what each update answers, and what a client's amounts
 * are compared with.
 */
export const BookingAmounts = z.object({
  /** The theatre's price for the slot as charged (a combo: only when its plan leaves the theatre out). */
  theatrePrice: Paise,
  /** People above those included. */
  extraAddedPersonsForTheatre: z.number().int().nonnegative(),
  /** What those extra people cost together. */
  extraPersonPrice: Paise,
  occasionPrice: Paise,
  /** The cakes at their weights. */
  cakePrice: Paise,
  addonsPrice: Paise,
  /** The combo plan's price for the slot; 0 without one. */
  planOfferPrice: Paise,
  subTotal: Paise,
  /** coupon_Id of the coupon on the booking, or ''. */
  couponId: z.string(),
  /** What the coupon takes off now (0 below its minimum or on the other plan type). */
  couponAmount: Paise,
  totalPrice: Paise,
  /** Paid now to reserve: the charges' advance, never more than the total. */
  advancePayment: Paise,
  remainingAmount: Paise,
});
export type BookingAmounts = z.infer<typeof BookingAmounts>;

export const AddBookingRequest = z.object({
  userName: RequiredName(100),
  userEmail: Email,
  userPhone: IndianMobile,
  noOfPersons: z.number({ error: 'must be a number of persons' }).int('must be a whole number of persons').positive('must be at least 1'),
  decoration: YesNo.default('Yes'),
  theatreId: Id,
  /** The sub total the client expects once this is saved; compared with the server's when sent. */
  subTotal: Paise.optional(),
  time: BookingTime,
  date: IsoDate,
  theaterName: Text(200).default(''),
  /** Sent again when the details step is repeated for the same booking. */
  bookingId: Id.optional(),
  type: PlanType,
  /** The plan's coupon (FLAT400BASIC, FLAT700COMBO) or a checked code; '' for none. */
  couponId: CouponRef.optional(),
  /**
   * The code of the referral link the visitor came by. Recorded on a new booking when it is another
   * customer's and the booker has no confirmed booking yet; an unknown or own code is ignored. It
   * never changes an amount.
   */
  referralCode: Text(40, 'must be a referral code (text)').optional(),
  /**
   * The profile's session (admin/login) when the booker is signed in: a new booking is then the
   * customer's as well. The guest token stays the booking's owner; a session that is not valid any
   * more is ignored (the booking still reaches the account by its phone).
   */
  customerSession: Text(512, 'must be a session token (text)').optional(),
  /**
   * The explicit tick 'Send me booking updates on WhatsApp' (unticked by default): WhatsApp messages
   * about the booking go only when it is true; e-mails go whatever it is. Absent (an older client):
   * false for a new booking, unchanged for a booking saved again.
   */
  whatsappUpdates: z.boolean({ error: 'must be true or false' }).optional(),
});
export const AddBookingResponse = envelope({
  bookingId: Id,
  /** When the hold on the slot ends unless the booking is paid. */
  holdExpiresAt: z.string(),
  amounts: BookingAmounts,
});

/** What every update answers: the server's figures after the change. */
export const BookingUpdateResponse = envelope({ bookingId: Id, amounts: BookingAmounts });

export const BookingIdRequest = z.object({ bookingId: Id });
export const UniqueIdResponse = envelope({ orderId: z.string() });

export const UpdateOccasionRequest = z.object({
  bookingId: Id,
  occasionId: Id,
  /** Special person names, comma separated (the name on the cake); asked for once the occasion is saved. */
  personName: OptionalName(200).default(''),
  /** The decoration's theme in the customer's words (optional); absent (an older client): unchanged. */
  decorationTheme: DecorationTheme.optional(),
  subTotal: Paise.optional(),
  /** The total the client expects once the occasion replaces the previous one (a combo: ₹0, its plan is chosen next). */
  totalPrice: Paise.optional(),
});

/** Cake weights: '500' gm, or '1', '2', '3' kg. */
export const CakeWeight = z.enum(['500', '1', '2', '3']);
export const CakeLine = z.object({
  _id: Id,
  /** The server keeps the catalogue's name. */
  name: Text(200),
  type: z.literal('cake'),
  cakeType: CakeType,
  /** This cake's price at its weight (the 500 gm price x1, x2, x4, x6); compared with the catalogue. */
  price: Paise,
  quantity: CakeWeight,
});
export const AddonLine = z.object({
  _id: Id,
  name: Text(200),
  type: z.literal('other'),
  /** Compared with the catalogue. */
  price: Paise,
  quantity: z.literal(1),
});

/** The whole cake cart (it replaces the previous one); the amounts, when sent, are compared after the change. */
export const UpdateCakesRequest = z.object({
  bookingId: Id,
  products: z.array(CakeLine).max(20, 'must hold at most 20 cakes'),
  /** The message on the cake (optional); absent (an older client): unchanged. */
  cakeMessage: CakeMessage.optional(),
  subTotal: Paise.optional(),
  totalPrice: Paise.optional(),
});
export const UpdateAddonsRequest = z.object({
  bookingId: Id,
  /** Every add-on chosen (it replaces the previous list). */
  products: z.array(AddonLine).max(50, 'must hold at most 50 add-ons'),
  /** The same add-ons as JSON text of { id, price, name } entries (the spec keeps both); must list the same ids. */
  addons: storableText(z.string({ error: 'must be text' }).max(20000, 'is too long')).default('[]'),
  subTotal: Paise.optional(),
  totalPrice: Paise.optional(),
});
export const UpdateComboRequest = z.object({
  bookingId: Id,
  totalPrice: Paise.optional(),
  /** A plan of the booking's theatre and occasion. */
  planId: Id,
  /** The chosen cake flavour: the name of a cake of the plan cake's type (egg or eggless). */
  flavour: RequiredText(100),
  /** The plan's cake (its plan product in category 'cakes'). */
  productId: Id,
  /** The message on the plan's cake (optional); absent (an older client): unchanged. */
  cakeMessage: CakeMessage.optional(),
});

export const Booking = BookingAmounts.extend({
  _id: Id,
  orderId: z.string(),
  /** 'expired' once an unpaid booking's hold on its slot has run out. */
  status: BookingStatus,
  type: PlanType,
  theatreId: Id,
  theaterName: z.string(),
  date: IsoDate,
  time: BookingTime,
  userName: z.string(),
  userEmail: z.string(),
  userPhone: z.string(),
  /** The customer ticked 'Send me booking updates on WhatsApp'. */
  whatsappUpdates: z.boolean(),
  noOfPersons: z.number().int(),
  decoration: z.string(),
  occasionId: z.string().nullable(),
  personName: z.string(),
  /** The message on the cake and the decoration's theme, as the customer gave them; '' for none. */
  cakeMessage: z.string(),
  decorationTheme: z.string(),
  planId: z.string().nullable(),
  /** The plan's cake, for a combo. */
  productId: z.string().nullable(),
  flavour: z.string(),
  products: z.array(z.union([CakeLine, AddonLine])),
  cakes: z.array(CakeLine),
  addons: z.array(AddonLine),
  transactionId: z.string(),
  transactionStatus: z.string(),
  cashType: z.string(),
  create_type: z.string(),
  /** When the hold on the slot ends, while unpaid; null once it has none. */
  holdExpiresAt: z.string().nullable(),
  /** Path of the invoice PDF once paid (unguessable; only this booking's token is told it); '' before. */
  invoice: z.string(),
  /** What the provider confirmed as paid. */
  amountPaid: Paise,
  /** What was paid for: the wizard's advance, or /Checkout's full amount or advance; null before any payment. */
  paymentType: PaymentType.nullable(),
  /** A sentence for the customer about the payment's outcome (a refund and why); '' when there is nothing to say. */
  statusNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof Booking>;
export const BookingResponse = envelope({ booking: Booking });
export const BookingByIdResponse = envelope({ data: z.array(Booking) });
