import { z } from 'zod';
import { Plan } from './catalogue.ts';
import { PhoneBookingRequest } from './deskPhoneBookings.ts';
import { envelope } from './envelope.ts';
import { Id } from './fields.ts';
import { PhoneOffer } from './deskPhoneOffer.ts';
import { Amount } from './money.ts';

/**
 * What a phone booking costs before it is held: the caller's first question. The form asks as its
 * choices change and shows the lines and the total the hold would charge; the hold sends that
 * total back and is refused (409, with the new one) when a price changed meanwhile.
 */

/** The choices alone: the caller's name and number are not needed to say what it costs. */
export const PhoneQuoteRequest = PhoneBookingRequest.pick({
  theatreId: true,
  date: true,
  time: true,
  noOfPersons: true,
  decoration: true,
  occasionId: true,
  cakes: true,
  addons: true,
}).extend(PhoneOffer.shape);
export type PhoneQuoteRequest = z.input<typeof PhoneQuoteRequest>;

export const PhoneQuoteLine = z.object({ label: z.string(), amount: Amount });
export type PhoneQuoteLine = z.infer<typeof PhoneQuoteLine>;

export const PhoneQuote = z.object({
  /** What is charged, in the order the site's summary lists it; the coupon's line is negative. */
  lines: z.array(PhoneQuoteLine),
  subTotal: Amount,
  /** The coupon on the booking ('' for none) and what it takes off. */
  couponCode: z.string(),
  couponAmount: Amount,
  /** Why the coupon on it takes nothing off, when it does not ('' otherwise). */
  couponNote: z.string(),
  /** What the manager's discount took off (0 for none); its line is in `lines`, negative. */
  discountAmount: Amount,
  totalPrice: Amount,
  advance: Amount,
});
export type PhoneQuote = z.infer<typeof PhoneQuote>;

export const PhoneQuoteResponse = envelope(PhoneQuote.shape);

export const PhonePlansRequest = z.object({ theatreId: Id, occasionId: Id });

/** A package as the site's plan cards show it, with its cake and the flavours that cake can be. */
export const PhonePlan = Plan.extend({
  cake: z.object({ _id: z.string(), name: z.string() }).nullable(),
  flavours: z.array(z.string()),
  /** What else the package includes. */
  included: z.array(z.string()),
});
export type PhonePlan = z.infer<typeof PhonePlan>;

export const PhonePlansResponse = envelope({ plans: z.array(PhonePlan) });
