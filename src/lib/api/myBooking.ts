import { z } from 'zod';
import { BookingStatus } from './booking.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate } from './fields.ts';
import { Amount, Paise } from './money.ts';

/**
 * The customer's own booking page, /my-booking (server/manage/): every call carries the booking's
 * manage token from the link in its messages, which opens that booking alone. Amounts are rupees on
 * the wire, as everywhere.
 */

/** 43 characters of base64url (32 random bytes); anything else is no booking's, and is told so as any wrong token is. */
export const ManageToken = z
  .string({ error: 'must be the link’s code' })
  .max(200, 'is not a booking link’s code')
  .regex(/^[\w-]*$/, 'is not a booking link’s code');

export const ManageTokenRequest = z.object({ token: ManageToken });

/** One priced part of the booking, as its invoice lists it. */
export const ManagedLine = z.object({ label: z.string(), amount: Amount });

/** A payment the customer started here and has not finished (paid, declined or lapsed). */
export const OpenChangePayment = z.object({
  purpose: z.enum(['balance', 'move']),
  amount: Amount,
  /** The provider's pay page, to go back to. */
  redirectUrl: z.string(),
  /** A move's target: the slot held for it while paying. */
  moveTo: z.object({ theaterName: z.string(), date: IsoDate, fromTime: z.string(), toTime: z.string() }).nullable(),
  expiresAt: z.string(),
});

/** Why an action is not offered now, in a sentence; '' when it is. */
const Refusal = z.string();

export const ManagedBooking = z.object({
  orderId: z.string(),
  status: BookingStatus,
  /** The sentence about the booking's state the customer reads (a refund on its way, say); may be ''. */
  statusNote: z.string(),
  customerName: z.string(),
  branch: z.object({ name: z.string(), address: z.string(), mapUrl: z.string() }),
  theatreId: z.string(),
  theaterName: z.string(),
  date: IsoDate,
  time: z.object({ slotId: z.string(), fromTime: z.string(), toTime: z.string() }),
  persons: z.number(),
  occasion: z.string(),
  personName: z.string(),
  /** The decoration's theme and the message on the cake, as the customer gave them; '' for none. */
  decorationTheme: z.string(),
  cakeMessage: z.string(),
  plan: z.string(),
  lines: z.array(ManagedLine),
  subTotal: Amount,
  coupon: z.object({ code: z.string(), amount: Amount }).nullable(),
  /** A discount the venue gave (by phone), after the coupon, with its reason; null for none. */
  discount: z.object({ reason: z.string(), amount: Amount }).nullable(),
  totalPrice: Amount,
  amountPaid: Amount,
  remainingAmount: Amount,
  /** The invoice PDF's URL (site-relative), once the booking has one. */
  invoiceUrl: z.string().nullable(),
  /** The .ics file's URL (site-relative). */
  calendarUrl: z.string(),
  /** The slot has begun (or the booking is over): the page only shows it. */
  readOnly: z.boolean(),
  /** Until when Reschedule is offered (ISO): the owner's hours before the slot. */
  rescheduleUntil: z.string(),
  /** What each action would refuse now, '' when it is offered. */
  refusals: z.object({ payRest: Refusal, reschedule: Refusal, cancel: Refusal }),
  /** What Cancel booking would refund online now, by the refund policy, and the policy in a sentence. */
  cancelRefund: Amount,
  cancelPolicy: z.string(),
  openPayment: OpenChangePayment.nullable(),
});
export type ManagedBooking = z.infer<typeof ManagedBooking>;

export const MyBookingResponse = envelope({ booking: ManagedBooking });

/** The branch's slots on a day, each free or not now, for Reschedule. */
export const MyBookingSlotsRequest = z.object({ token: ManageToken, date: IsoDate });
export const MyBookingSlotsResponse = envelope({
  date: IsoDate,
  theatres: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slots: z.array(
        z.object({
          slotId: z.string(),
          fromTime: z.string(),
          toTime: z.string(),
          free: z.boolean(),
          /** The booking's own slot. */
          current: z.boolean(),
        }),
      ),
    }),
  ),
});

export const RescheduleTarget = z.object({ token: ManageToken, theatreId: Id, slotId: Id, date: IsoDate });

/** What a reschedule there would cost: the booking priced again there, and the money's way. */
export const RescheduleQuote = z.object({
  theatreId: z.string(),
  theaterName: z.string(),
  date: IsoDate,
  time: z.object({ slotId: z.string(), fromTime: z.string(), toTime: z.string() }),
  oldTotal: Amount,
  newTotal: Amount,
  /** newTotal - oldTotal. */
  difference: Amount,
  /** Paid online before the move is made (the difference, when it costs more). */
  payNow: Amount,
  /** Refunded online when it costs less. */
  refundOnline: Amount,
  /** Handed back at the venue (paid there, above the new price). */
  returnAtVenue: Amount,
  /** Left to pay at the venue after the move. */
  remainingAmount: Amount,
});
export const RescheduleQuoteResponse = envelope({ quote: RescheduleQuote });

/** `expectedTotal`: the new total the customer was shown; another is refused (409) with the new one. */
export const RescheduleRequest = RescheduleTarget.extend({ expectedTotal: Paise });
/** Either made at once (`booking`), or waiting for the difference to be paid on `redirectUrl`. */
export const RescheduleResponse = envelope({ booking: ManagedBooking, redirectUrl: z.string().nullable() });

/** `amount`: what the customer was shown as left to pay. */
export const PayRestRequest = z.object({ token: ManageToken, amount: Paise });
export const PayRestResponse = envelope({ redirectUrl: z.string() });

/** `expectedRefund`: the refund the customer was shown; another is refused (409) with the new one. */
export const CancelRequest = z.object({ token: ManageToken, expectedRefund: Paise });
export const CancelResponse = envelope({ booking: ManagedBooking });
