import { z } from 'zod';
import { CAKE_WEIGHTS } from '../booking/cakeWeight.ts';
import { BookingStatus, BookingTime } from './booking.ts';
import { CakeMessage, DecorationTheme } from './celebrationNotes.ts';
import { DeskPaise } from './deskActions.ts';
import { PhoneOffer } from './deskPhoneOffer.ts';
import { envelope } from './envelope.ts';
import { Email, Id, IndianMobile, IsoDate, OptionalName, RequiredName, YesNo } from './fields.ts';
import { Amount, Paise } from './money.ts';

/**
 * Bookings the staff take by phone or WhatsApp (calls under /v1/desk/bookings/): the same basic
 * booking as the site's wizard (slot, details, occasion, cakes, add-ons), held and priced by the
 * server as the site's are, then paid through a payment link the customer opens (the PhonePe pay
 * page), or recorded as paid at the venue. Amounts are rupees on the wire.
 */

export const PAYMENT_LINK_TYPES = ['advance', 'fullpayment'] as const;
export const PaymentLinkType = z.enum(PAYMENT_LINK_TYPES, { error: `must be one of ${PAYMENT_LINK_TYPES.join(', ')}` });
export type PaymentLinkType = z.infer<typeof PaymentLinkType>;
export const PAYMENT_LINK_LABELS: Readonly<Record<PaymentLinkType, string>> = { advance: 'Advance', fullpayment: 'Full amount' };

const CakeWeight = z.enum(CAKE_WEIGHTS as ['500', '1', '2', '3'], { error: `must be one of ${CAKE_WEIGHTS.join(', ')}` });

/** What the phone booking form offers: the catalogue as the server prices it now. */
export const PhoneOptionsResponse = envelope({
  occasions: z.array(z.object({ _id: z.string(), name: z.string(), price: Amount })),
  /** Cakes the site sells by weight (customised cakes are ordered separately, as on the site). */
  cakes: z.array(z.object({ _id: z.string(), name: z.string(), cakeType: z.enum(['egg', 'eggless']), price: Amount })),
  addons: z.array(z.object({ _id: z.string(), name: z.string(), price: Amount, categoryName: z.string() })),
});
export type PhoneOptions = z.infer<typeof PhoneOptionsResponse>;

export const PhoneBookingRequest = z.object({
  theatreId: Id,
  date: IsoDate,
  time: BookingTime,
  userName: RequiredName(100),
  userPhone: IndianMobile,
  /** Customers on the phone often have none to give: '' for none. */
  userEmail: z.union([z.literal(''), Email]).default(''),
  noOfPersons: z.number({ error: 'must be a number of persons' }).int('must be a whole number of persons').positive('must be at least 1'),
  decoration: YesNo.default('Yes'),
  /** '' for none. */
  occasionId: z.union([z.literal(''), Id]).default(''),
  /** The name on the cake and decorations: the special person (or persons, comma separated). */
  personName: OptionalName(200).default(''),
  /** The decoration's theme and the message on the cake, as the customer says them; '' for none. */
  decorationTheme: DecorationTheme.default(''),
  cakeMessage: CakeMessage.default(''),
  cakes: z
    .array(z.object({ _id: Id, weight: CakeWeight }))
    .max(5, 'must hold at most 5 cakes')
    .default([]),
  addons: z.array(Id).max(50, 'must hold at most 50 add-ons').default([]),
  /** The customer said yes to 'Send me booking updates on WhatsApp' (asked explicitly, no by default). */
  whatsappUpdates: z.boolean({ error: 'must be true or false' }).default(false),
  /** The coupon and the combo plan, as on the site (deskPhoneOffer.ts). */
  ...PhoneOffer.shape,
  /** The total the form showed (its quote): a price changed since is a 409 with the new one. */
  totalPrice: DeskPaise.optional(),
});
export type PhoneBookingRequest = z.input<typeof PhoneBookingRequest>;

export const PhoneBookingResponse = envelope({
  bookingId: z.string(),
  orderId: z.string(),
  status: BookingStatus,
  /** When the slot is let go unless a payment link is made or the booking is paid. */
  holdExpiresAt: z.string(),
  totalPrice: Paise,
  advance: Paise,
});

export const PaymentLinkRequest = z.object({ bookingId: Id, paymentType: PaymentLinkType });

export const PaymentLink = z.object({
  /** The pay page the customer opens; the way back shows the outcome in any browser. */
  link: z.string(),
  paymentType: PaymentLinkType,
  amount: Paise,
  /** The link, and the hold on the slot, end then unless paid. */
  expiresAt: z.string(),
  /** A WhatsApp message to the customer with the link, ready to send. */
  whatsappUrl: z.string(),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

export const PaymentLinkResponse = envelope({ bookingId: z.string(), ...PaymentLink.shape });

/** On a booking's page, for a booking taken by phone: its payment link while one is open. */
export const PhoneBookingState = z.object({ openLink: PaymentLink.nullable() });
