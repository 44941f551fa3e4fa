import { z } from 'zod';
import { BookingAmounts, BookingStatus, CakeWeight, PaymentType, PlanType } from './booking.ts';
import { PageNumber } from './desk.ts';
import { DeskRefund, VENUE_METHODS, VenueStatus } from './deskActions.ts';
import { envelope } from './envelope.ts';
import { Amount } from './money.ts';
import { FailedMessage, ReminderMark } from './deskMessages.ts';
import { PhoneBookingState } from './deskPhoneBookings.ts';
import { CakeType, Id, IsoDate, storableText, Text } from './fields.ts';
import { NOTE_MAX_LENGTH } from '../desk/noteRule.ts';

/**
 * The desk's reading of bookings (calls under /v1/desk/, see deskCalls.ts): the day board, a
 * booking's page and its staff notes, and Find with its CSV export. Amounts are rupees, as on the
 * rest of the wire.
 */

/** A branch as the desk's selects list it: the open ones (a branch still coming has no id). */
export const DeskBranch = z.object({ id: z.string(), name: z.string(), city: z.string() });
export type DeskBranch = z.infer<typeof DeskBranch>;

/** What a booking costs, what was paid (online and at the venue) and what is left to collect. */
export const BookingMoney = z.object({ total: Amount, paid: Amount, leftToCollect: Amount });

/** A cake to prepare: one of the cart's, or the combo plan's (its flavour, and the weight its plan states). */
export const DeskCake = z.object({
  name: z.string(),
  /** null: a plan's cake whose plan states no weight. */
  weight: CakeWeight.nullable(),
  cakeType: CakeType.nullable(),
  fromPlan: z.boolean(),
});

/** What the venue needs to know of a booking: who comes, for what, and what to prepare and collect. */
export const DeskBookingSummary = z.object({
  id: z.string(),
  orderId: z.string(),
  status: BookingStatus,
  /** What happened at the venue (Mark arrived, completed, no-show); null until marked. */
  venueStatus: VenueStatus.nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  persons: z.number(),
  /** The occasion's name, or null when none was chosen. */
  occasion: z.string().nullable(),
  /** The special person's name (the name on the cake); '' when none was given. */
  personName: z.string(),
  decoration: z.boolean(),
  /** The decoration's theme and the message on the cake, in the customer's words; '' when not given. */
  decorationTheme: z.string(),
  cakeMessage: z.string(),
  cakes: z.array(DeskCake),
  /** The add-ons the customer chose, by name. */
  addons: z.array(z.string()),
  /** Food from the menu sold at the venue: each dish with how many; [] for none. */
  food: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  plan: z.object({
    type: PlanType,
    /** 'Basic', or the combo plan's name. */
    name: z.string(),
    /** What a combo plan brings besides its cake (decorations, a photo shoot); [] for a basic booking. */
    includes: z.array(z.string()),
  }),
  money: BookingMoney,
});
export type DeskBookingSummary = z.infer<typeof DeskBookingSummary>;

const SlotTimes = { slotId: z.string(), fromTime: z.string(), toTime: z.string(), /** The slot has ended. */ over: z.boolean() };

/** Who holds a slot unpaid: the site's booking in progress, or one taken by phone awaiting its payment. */
const HeldBy = z.object({ id: z.string(), orderId: z.string(), customerName: z.string() });

/** A slot of the day, in one of four states. A booked slot's booking is null only for a sale older than the bookings table. */
export const BoardSlot = z.discriminatedUnion('state', [
  z.object({ ...SlotTimes, state: z.literal('free') }),
  z.object({ ...SlotTimes, state: z.literal('held'), minutesLeft: z.number().int(), heldBy: HeldBy.nullable() }),
  z.object({
    ...SlotTimes,
    state: z.literal('booked'),
    booking: DeskBookingSummary.nullable(),
    /** When its latest reminder left us (sent, delivered or read); null while none has. */
    reminderSentAt: ReminderMark,
  }),
  z.object({ ...SlotTimes, state: z.literal('blocked'), reason: z.string(), blockedBy: z.string() }),
]);
export type BoardSlot = z.infer<typeof BoardSlot>;

/** The board of a branch and day: without them, the first open branch and the day it opens on:
 * today, or the day before while that day's last slot runs past midnight (boardOpeningDay). */
export const BoardRequest = z.object({ branch: Id.optional(), date: IsoDate.optional() });

export const BoardResponse = envelope({
  /** The day shown and today, YYYY-MM-DD in India. */
  date: z.string(),
  today: z.string(),
  /** The branch shown; null when no branch is open. */
  branch: DeskBranch.nullable(),
  branches: z.array(DeskBranch),
  /** Each theatre of the branch with its slots of the day, in order. */
  theatres: z.array(z.object({ id: z.string(), name: z.string(), slots: z.array(BoardSlot) })),
  /** Failed messages of the day's bookings (the latest of each message's copies), newest first. */
  failedMessages: z.array(FailedMessage),
  /** When the server read it (ISO 8601). */
  at: z.string(),
});
export type BoardResponse = z.infer<typeof BoardResponse>;

export const BookingPageRequest = z.object({ bookingId: Id });

/** A refund of a payment the booking did not keep (a late or second payment): asked, done, or given up with the provider's words. */
export const PaymentRefund = z.object({ state: z.enum(['pending', 'refunded', 'failed']), reason: z.string() });

export const DeskPayment = z.object({
  id: z.string(),
  provider: z.string(),
  type: PaymentType,
  /** booking: it confirms the booking; balance: the rest, paid by the customer; move: a reschedule's difference, paid by the customer. */
  purpose: z.enum(['booking', 'balance', 'move']),
  /** What it asked, and what the provider says was paid. */
  amount: Amount,
  paidAmount: Amount,
  status: z.enum(['pending', 'cancelled', 'paid', 'failed', 'refund-pending', 'refunded', 'refund-failed']),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string(),
  refund: PaymentRefund.nullable(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeskPayment = z.infer<typeof DeskPayment>;

/** Money taken at the venue, as the staff recorded it. */
export const DeskVenuePayment = z.object({
  /** What Void names it by. */
  id: z.number(),
  amount: Amount,
  method: z.enum(VENUE_METHODS),
  reference: z.string(),
  staffName: z.string(),
  at: z.string(),
  /** Recorded in error and voided by a manager, with why: it counts nowhere. */
  voided: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});
export type DeskVenuePayment = z.infer<typeof DeskVenuePayment>;

/** Money the staff sent back through the provider: on a cancellation, or a move to a cheaper slot. */
export const DeskStaffRefund = DeskRefund.extend({
  kind: z.enum(['cancel', 'move']),
  reason: z.string(),
  /** Made by the customer's own cancel or reschedule, not by the staff. */
  byCustomer: z.boolean(),
  at: z.string(),
});
export type DeskStaffRefund = z.infer<typeof DeskStaffRefund>;

export const BookingNote = z.object({ id: z.number(), text: z.string(), staffId: z.string(), staffName: z.string(), at: z.string() });
export type BookingNote = z.infer<typeof BookingNote>;

/** A booking's page: what the board shows, where and when, its figures, payments, history, invoice and staff notes. */
export const DeskBookingPage = DeskBookingSummary.extend({
  branch: z.string(),
  theatre: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  /** The server's figures, as the site's booking calls give them. */
  amounts: BookingAmounts,
  /** A manager's discount, after the coupon: what it took off and why; null (or absent) for none. */
  discount: z.object({ amount: Amount, reason: z.string() }).nullable().optional(),
  /** The invoice's URL path on the API, once made; null before. */
  invoice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  payments: z.array(DeskPayment),
  /** Oldest first. */
  venuePayments: z.array(DeskVenuePayment),
  /** Oldest first. */
  refunds: z.array(DeskStaffRefund),
  /** Every status it has been in, oldest first, and why. */
  history: z.array(z.object({ status: z.string(), note: z.string(), at: z.string() })),
  /** Newest first. */
  notes: z.array(BookingNote),
  /** Taken by phone by the staff (paid by a payment link or at the venue); null for the site's bookings. */
  takenByPhone: PhoneBookingState.nullable(),
});
export type DeskBookingPage = z.infer<typeof DeskBookingPage>;

export const BookingPageResponse = envelope({ booking: DeskBookingPage });

export const BookingNoteRequest = z.object({
  bookingId: Id,
  text: storableText(
    z.string({ error: 'must be text' }).trim().min(1, 'is required').max(NOTE_MAX_LENGTH, `must be at most ${NOTE_MAX_LENGTH} characters`),
  ),
});
export const BookingNoteResponse = envelope({ notes: z.array(BookingNote) });

/**
 * Find's filters, from the query string, each optional: `q` a phone number, a name or an order id
 * (src/lib/desk/bookingSearch.ts); `from` and `to` the slots' days (both included); a branch; a
 * status (an unpaid booking whose hold ran out reads 'expired', as the site reads it back).
 */
const BookingFilterFields = {
  q: Text(100).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  branch: Id.optional(),
  status: z.enum(BookingStatus.options, { error: `must be one of ${BookingStatus.options.join(', ')}` }).optional(),
};
const fromNotAfterTo = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const NOT_BEFORE_FROM = { message: 'must not be before from', path: ['to'] };

/** Paged: with a first day, forward from it; without, the latest slots first. */
export const BookingListRequest = z.object({ ...BookingFilterFields, page: PageNumber.optional() }).refine(fromNotAfterTo, NOT_BEFORE_FROM);
export const BOOKING_PAGE_SIZE = 50;
/** Find counts a list up to this many bookings (or to the page asked for, beyond): `totalIsMore` when there are more. */
export const BOOKING_COUNT_LIMIT = 1000;

/** The same list, whole, as a CSV file; at most EXPORT_MAX_ROWS bookings (a longer list is refused: narrow it). */
export const BookingExportRequest = z.object(BookingFilterFields).refine(fromNotAfterTo, NOT_BEFORE_FROM);
export const EXPORT_MAX_ROWS = 5000;

/** A booking as Find lists it. */
export const DeskBookingRow = z.object({
  id: z.string(),
  orderId: z.string(),
  status: BookingStatus,
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  branch: z.string(),
  theatre: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  persons: z.number(),
  occasion: z.string().nullable(),
  personName: z.string(),
  plan: z.string(),
  money: BookingMoney,
  createdAt: z.string(),
});
export type DeskBookingRow = z.infer<typeof DeskBookingRow>;

export const BookingListResponse = envelope({
  bookings: z.array(DeskBookingRow),
  page: z.number(),
  pageSize: z.number(),
  /** How many bookings the list holds, counted up to BOOKING_COUNT_LIMIT or to the end of the page asked for. */
  total: z.number(),
  /** The list holds more than `total`. */
  totalIsMore: z.boolean(),
  branches: z.array(DeskBranch),
});

/** The export's answer is the CSV file itself (text/csv, UTF-8 with a byte order mark), not JSON. */
export const CsvFile = z.string();
