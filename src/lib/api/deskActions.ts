import { z } from 'zod';
import { BookingStatus } from './booking.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate, nameText, RequiredText, Rupees, Text } from './fields.ts';
import { Amount, rupeesAsPaise } from './money.ts';
import { CANCEL_CAUSE_LABELS, cancelNoteProblem, STAFF_CANCEL_CAUSES } from '../desk/cancelCauses.ts';
import { MAX_REFUND_WINDOW_HOURS } from '../desk/refundPolicy.ts';
import { VENUE_STATUSES } from '../desk/venueStatus.ts';
import { MAX_RESCHEDULE_BEFORE_HOURS } from '../manage/selfServiceRules.ts';

/**
 * The staff desk's actions on one booking (calls under /v1/desk/bookings/): what happened at the
 * venue, the remainder paid there, cancel and refund, and a move to another slot or theatre; and
 * the owner's settings they follow. Amounts are rupees on the wire, as everywhere.
 */

export const VenueStatus = z.enum(VENUE_STATUSES, { error: `must be one of ${VENUE_STATUSES.join(', ')}` });

export const VENUE_METHODS = ['cash', 'upi', 'card'] as const;
export const VenueMethod = z.enum(VENUE_METHODS, { error: `must be one of ${VENUE_METHODS.join(', ')}` });
export type VenueMethod = z.infer<typeof VenueMethod>;
export const VENUE_METHOD_LABELS: Readonly<Record<VenueMethod, string>> = { cash: 'Cash', upi: 'UPI', card: 'Card' };

export const REFERENCE_MAX_LENGTH = 100;
export const REASON_MAX_LENGTH = 500;

export const BookingIdRequest = z.object({ bookingId: Id });

/** Mark arrived, completed or no-show. */
export const MarkVenueRequest = z.object({ bookingId: Id, mark: VenueStatus });

/**
 * An amount a booking's money can be at the desk: no booking comes near ₹10 lakh, so a larger one is
 * a typing slip or a probe, refused as such rather than compared with the booking's figures.
 */
const DESK_AMOUNT_MAX = 1_000_000;
const DeskRupees = Rupees.refine((n) => n <= DESK_AMOUNT_MAX, 'must be at most 1000000 (₹10 lakh)');
export const DeskPaise = rupeesAsPaise(DeskRupees);

/** Most methods one payment at the counter is split into ('Add another method'): cash, UPI and card, one more to spare. */
export const MAX_PAYMENT_LINES = 4;

/** One method's part of a payment at the venue. */
export const VenuePaymentLine = z
  .object({
    method: VenueMethod,
    /** The UPI transaction id or the card slip's number; required for both, optional for cash. */
    reference: nameText(Text(REFERENCE_MAX_LENGTH)).default(''),
    amount: rupeesAsPaise(DeskRupees.refine((n) => n > 0, 'must be more than 0')),
  })
  .superRefine((r, ctx) => {
    if (r.method !== 'cash' && r.reference === '')
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `is required for ${VENUE_METHOD_LABELS[r.method]}` });
  });

/**
 * Money paid at the venue: any part of what is left, in one method or several. `left` is what the
 * staff's screen said was left: a booking changed since (moved, paid meanwhile, by a colleague
 * recording the same money) is refused rather than recorded twice or wrong.
 */
export const RecordPaymentRequest = z.object({
  bookingId: Id,
  left: DeskPaise,
  lines: z
    .array(VenuePaymentLine, { error: 'must be a list of payments' })
    .min(1, 'must hold at least one payment')
    .max(MAX_PAYMENT_LINES, `must hold at most ${MAX_PAYMENT_LINES} payments`),
});

/** A payment at the venue recorded in error, voided by a manager with the reason. */
export const VoidPaymentRequest = z.object({
  bookingId: Id,
  paymentId: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be more than 0')
    .max(2 ** 53 - 1),
  reason: RequiredText(REASON_MAX_LENGTH),
});

/** A refund sent back through the provider for a booking. */
export const DeskRefund = z.object({
  id: z.string(),
  amount: Amount,
  /** pending: asked, to be asked again until taken; failed: given up, to be refunded by hand (`note` says why). */
  status: z.enum(['pending', 'refunded', 'failed']),
  note: z.string(),
});
export type DeskRefund = z.infer<typeof DeskRefund>;

/** A booking as an action leaves it: what the booking's page shows again. */
export const ActionBooking = z.object({
  id: z.string(),
  orderId: z.string(),
  status: BookingStatus,
  venueStatus: VenueStatus.nullable(),
  theatreId: z.string(),
  theaterName: z.string(),
  date: z.string(),
  time: z.object({ slotId: z.string(), fromTime: z.string(), toTime: z.string() }),
  totalPrice: Amount,
  amountPaid: Amount,
  /** Left to pay at the venue. */
  remainingAmount: Amount,
  /** The invoice's URL path, once made. */
  invoice: z.string(),
});
export type ActionBooking = z.infer<typeof ActionBooking>;

export const ActionResponse = envelope({ booking: ActionBooking, refund: DeskRefund.nullable() });
export type ActionResponse = z.infer<typeof ActionResponse>;

/** What Cancel and refund proposes, before the staff confirm. */
export const RefundQuoteResponse = envelope({
  bookingId: z.string(),
  /** What the provider holds of the booking: paid online, less what was refunded already (the most a refund can be). */
  paidOnline: Amount,
  /** Paid at the venue: handed back there, if at all, never through the provider. */
  paidAtVenue: Amount,
  advance: Amount,
  /** What the refund policy gives back online now. */
  proposed: Amount,
  withinWindow: z.boolean(),
  windowHours: z.number(),
  /** Whole hours before the slot starts (negative once it started). */
  hoursBefore: z.number(),
  /** The policy in one sentence. */
  policy: z.string(),
});

export const CancelCause = z.enum(STAFF_CANCEL_CAUSES, {
  error: `must be one of ${STAFF_CANCEL_CAUSES.join(', ')} (${STAFF_CANCEL_CAUSES.map((c) => CANCEL_CAUSE_LABELS[c]).join(', ')})`,
});

/**
 * Cancel and refund `amount` online, always with its cause (the owner's Reports count them). The
 * reason's words are required for Other, and for an amount other than the policy's proposal (the
 * server checks, against its own proposal); never more than `paidOnline`; 0 refunds nothing.
 */
export const CancelRequest = z
  .object({
    bookingId: Id,
    amount: DeskPaise,
    cause: CancelCause,
    reason: Text(REASON_MAX_LENGTH).default(''),
  })
  .superRefine((r, ctx) => {
    const problem = cancelNoteProblem(r.cause, r.reason);
    if (problem) ctx.addIssue({ code: 'custom', path: ['reason'], message: problem });
  });

/** The slots a booking can move to on a day: every theatre's, free or not. */
export const MoveSlotsRequest = z.object({ bookingId: Id, date: IsoDate });

export const MoveSlot = z.object({
  slotId: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  /** Can be moved to now: offered, not taken (sold, held, blocked), not over or about to end. */
  free: z.boolean(),
  /** The booking's own slot. */
  current: z.boolean(),
});

export const MoveSlotsResponse = envelope({
  date: z.string(),
  theatres: z.array(z.object({ id: z.string(), name: z.string(), branch: z.string(), slots: z.array(MoveSlot) })),
});

export const MoveTarget = { bookingId: Id, theatreId: Id, slotId: Id, date: IsoDate };
export const MoveQuoteRequest = z.object(MoveTarget);

/** The booking priced again for the target, and what happens to its money. */
export const MoveQuote = z.object({
  theatreId: z.string(),
  theaterName: z.string(),
  date: z.string(),
  time: z.object({ slotId: z.string(), fromTime: z.string(), toTime: z.string() }),
  oldTotal: Amount,
  newTotal: Amount,
  /** New total less old (negative: it costs less). */
  difference: Amount,
  /** Left to pay at the venue after the move. */
  remainingAmount: Amount,
  /** Given back through the provider. */
  refundOnline: Amount,
  /** Given back at the venue (it was paid there). */
  returnAtVenue: Amount,
});
export type MoveQuote = z.infer<typeof MoveQuote>;
export const MoveQuoteResponse = envelope({ quote: MoveQuote });

/** The move itself: `expectedTotal` is the new total the staff were shown (a price changed since is refused). */
export const MoveRequest = z.object({ ...MoveTarget, expectedTotal: DeskPaise });

/** The owner's settings. */
export const DeskSettings = z.object({
  /** A cancellation this many hours or more before the slot gets the advance back. */
  refundWindowHours: z.number(),
  /** Who last changed the refund window, and when; null while it is the seeded one. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Customers may reschedule their own booking (/my-booking) up to this many hours before its slot. */
  rescheduleBeforeHours: z.number(),
  rescheduleUpdatedAt: z.string().nullable(),
  rescheduleUpdatedBy: z.string().nullable(),
});
export const SettingsResponse = envelope({ settings: DeskSettings });

/** Whole hours before the slot, from 0 to `max`. */
const HoursBefore = (max: number) =>
  z.object({
    hours: z
      .number({ error: 'must be a whole number of hours' })
      .int('must be a whole number of hours')
      .min(0, 'must be 0 or more')
      .max(max, `must be at most ${max} (${max / 24} days)`),
  });

export const RefundWindowRequest = HoursBefore(MAX_REFUND_WINDOW_HOURS);
export const RescheduleWindowRequest = HoursBefore(MAX_RESCHEDULE_BEFORE_HOURS);
