import { z } from 'zod';
import { addDays } from '../booking/istClock.ts';
import { CANCEL_CAUSES } from '../desk/cancelCauses.ts';
import { DeskBranch } from './deskBookings.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate } from './fields.ts';
import { Amount } from './money.ts';

/**
 * The owner's Reports (calls under /v1/desk/, see deskReportCalls.ts): how full the theatres were,
 * the money by day, week and month, what was booked, the coupons, the enquiries and leads that
 * booked, and the cancellations with their causes, over some days in India. Amounts are rupees on
 * the wire, paise inside (money.ts).
 */

/** The longest range one answer reads: a year, a leap year's too. */
export const REPORTS_MAX_DAYS = 366;
/** Without `from`, the range is the 30 days that end on `to` (today by default). */
export const REPORTS_DEFAULT_DAYS = 30;

/** The days (both included) and a branch (all of them without one). */
const Range = { from: IsoDate.optional(), to: IsoDate.optional(), branch: Id.optional() };

const withinRange = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) =>
  schema
    .refine(({ from, to }) => !from || !to || from <= to, { message: 'must not be before from', path: ['to'] })
    .refine(({ from, to }) => !from || !to || to <= addDays(from, REPORTS_MAX_DAYS - 1), {
      message: `must be at most ${REPORTS_MAX_DAYS} days from from, both included`,
      path: ['to'],
    });

export const ReportsRequest = withinRange(z.object(Range));

/** One theatre's hour of the day over the range: its slots starting then, offered and booked. */
export const OccupancyCell = z.object({
  /** 0 to 23, India time: the hour a slot starts in. */
  hour: z.number().int(),
  /** The theatre's active slots starting in this hour, times the days, less the ones blocked. */
  offered: z.number().int(),
  /** Confirmed bookings of those slots (a slot made inactive since still counts here). */
  booked: z.number().int(),
});
export type OccupancyCell = z.infer<typeof OccupancyCell>;

export const OccupancyRow = z.object({
  theatre: z.object({ id: z.string(), name: z.string(), branch: z.string() }),
  /** Only the hours the theatre offers or was booked in, earliest first. */
  cells: z.array(OccupancyCell),
});
export type OccupancyRow = z.infer<typeof OccupancyRow>;

/** Money of one day, ISO week or month, by when it moved, as the Takings count it. */
export const RevenuePeriod = z.object({
  /** 2026-11-23 (a day), 2026-W48 (an ISO week, Monday first), 2026-11 (a month). */
  period: z.string(),
  /** The first and last days of the period inside the range: the range's first and last weeks and months may be partial. */
  from: z.string(),
  to: z.string(),
  online: Amount,
  /** Cash, UPI and card at the venue. */
  venue: Amount,
  /** Refunds made, as a positive amount. */
  refunds: Amount,
  /** online + venue − refunds: what the business kept. */
  net: Amount,
});
export type RevenuePeriod = z.infer<typeof RevenuePeriod>;

/** A count of confirmed bookings and what they are worth (their totals). */
export const BookingGroup = z.object({ name: z.string(), bookings: z.number().int(), value: Amount });
export type BookingGroup = z.infer<typeof BookingGroup>;

export const CouponUse = z.object({ code: z.string(), times: z.number().int(), discount: Amount });
export type CouponUse = z.infer<typeof CouponUse>;

export const LeadFigures = z.object({ received: z.number().int(), booked: z.number().int() });
export type LeadFigures = z.infer<typeof LeadFigures>;

export const CancellationGroup = z.object({
  /** null: cancelled before the cause was asked. */
  cause: z.enum(CANCEL_CAUSES).nullable(),
  label: z.string(),
  cancellations: z.number().int(),
  /** Refunded online for them (asked of the provider, or given up to be returned by hand). */
  refunded: Amount,
});
export type CancellationGroup = z.infer<typeof CancellationGroup>;

export const ReportsFigures = z.object({
  /** Theatres in the site's order, and the hours (0–23) any of them offers or was booked in. */
  occupancy: z.object({ hours: z.array(z.number().int()), theatres: z.array(OccupancyRow) }),
  /** Every day, week and month of the range, none left out (a quiet day is a row of zeros). */
  revenue: z.object({
    days: z.array(RevenuePeriod),
    weeks: z.array(RevenuePeriod),
    months: z.array(RevenuePeriod),
    total: RevenuePeriod,
  }),
  /** Confirmed bookings whose slot is in the range, most first. */
  bookings: z.object({ total: BookingGroup, byOccasion: z.array(BookingGroup), byPlan: z.array(BookingGroup) }),
  /** Coupons on confirmed bookings whose slot is in the range, most used first. */
  coupons: z.object({ codes: z.array(CouponUse), total: CouponUse }),
  /** Enquiries and leads (those not part of an enquiry) received in the range; booked: their phone went on to book and pay. */
  leads: z.object({ enquiries: LeadFigures, leads: LeadFigures, total: LeadFigures }),
  /** Bookings cancelled in the range, by cause, most first. */
  cancellations: z.object({ causes: z.array(CancellationGroup), total: CancellationGroup }),
});
export type ReportsFigures = z.infer<typeof ReportsFigures>;

export const ReportsResponse = envelope({
  /** The days read, YYYY-MM-DD in India, both included; and today. */
  from: z.string(),
  to: z.string(),
  today: z.string(),
  /** The branch asked for; null: every branch. */
  branch: DeskBranch.nullable(),
  /** Every open branch, in the site's order: the screen's choice of branch. */
  branches: z.array(DeskBranch),
  ...ReportsFigures.shape,
  /** When the server read it (ISO 8601). */
  at: z.string(),
});
export type ReportsResponse = z.infer<typeof ReportsResponse>;

/** The sections a CSV is made of, one a file. */
export const REPORT_SECTIONS = [
  'occupancy',
  'revenue-days',
  'revenue-weeks',
  'revenue-months',
  'occasions',
  'plans',
  'coupons',
  'leads',
  'cancellations',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** One section's CSV, of the same days and branch. */
export const ReportsExportRequest = withinRange(
  z.object({ section: z.enum(REPORT_SECTIONS, { error: `must be one of ${REPORT_SECTIONS.join(', ')}` }), ...Range }),
);
