import { VENUE_METHOD_LABELS, type VenueMethod } from '../api/deskActions.ts';
import type { DeskBookingRow, DeskBookingSummary } from '../api/deskBookings.ts';
import { dishCount } from '../booking/dishCount.ts';
import { IST_OFFSET_MS } from '../booking/istClock.ts';
import { plainPaise, plainRupees } from '../money.ts';
import { cakeText, deskStatusText } from './bookingWords.ts';
import { csvDocument, safeFileName } from './csv.ts';
import type { VenueStatus } from './venueStatus.ts';

/**
 * Find's list as a spreadsheet: one booking a row, amounts in rupees with their paise, times in
 * India; and, after Find's columns (so a sheet built on them keeps its places), what a day's money
 * is rebuilt from: paid online and at the venue, refunded, by which methods, what was prepared and
 * the food sold at the counter.
 */

export const BOOKINGS_CSV_HEADER = [
  'Order id',
  'Status',
  'Date',
  'From',
  'To',
  'Branch',
  'Theatre',
  'Customer',
  'Phone',
  'E-mail',
  'Persons',
  'Occasion',
  'Special person',
  'Plan',
  'Total (INR)',
  'Paid (INR)',
  'Left to collect (INR)',
  'Booked at (India)',
  'Venue status',
  'Status as the desk shows it',
  'Paid online (INR)',
  'Paid at venue (INR)',
  'Refunded (INR)',
  'Payment methods',
  'Cakes',
  'Add-ons',
  'Decoration',
  'Food at the venue',
] as const;

/** What the export adds to a booking as Find lists it; amounts in paise. */
export interface BookingCsvMore {
  venueStatus: VenueStatus | null;
  /** Kept online payments, before refunds: paid online + at the venue - refunded is what the booking holds. */
  paidOnlinePaise: number;
  paidAtVenuePaise: number;
  refundedPaise: number;
  /** Each once, in the order first used. */
  venueMethods: VenueMethod[];
  cakes: DeskBookingSummary['cakes'];
  addons: string[];
  decoration: boolean;
  /** Dishes sold at the counter, with how many. */
  food: { name: string; quantity: number }[];
}

/** A booking with nothing of these: unpaid, nothing prepared, no decoration. */
export const NOTHING_MORE: BookingCsvMore = {
  venueStatus: null,
  paidOnlinePaise: 0,
  paidAtVenuePaise: 0,
  refundedPaise: 0,
  venueMethods: [],
  cakes: [],
  addons: [],
  decoration: false,
  food: [],
};

/** 'Online; Cash; UPI': online when anything was kept online, then the venue's methods; '' when nothing was paid. */
export const paymentMethodsText = (more: Pick<BookingCsvMore, 'paidOnlinePaise' | 'venueMethods'>): string =>
  [...(more.paidOnlinePaise > 0 ? ['Online'] : []), ...more.venueMethods.map((m) => VENUE_METHOD_LABELS[m])].join('; ');

/** The cells BOOKINGS_CSV_HEADER's added columns hold, given the status as shown; several cakes, add-ons or dishes are joined by '; '. */
export const bookingCsvMoreCells = (status: string, more: BookingCsvMore): string[] => [
  more.venueStatus ?? '',
  deskStatusText(status, more.venueStatus),
  plainPaise(more.paidOnlinePaise),
  plainPaise(more.paidAtVenuePaise),
  plainPaise(more.refundedPaise),
  paymentMethodsText(more),
  more.cakes.map(cakeText).join('; '),
  more.addons.join('; '),
  more.decoration ? 'Yes' : 'No',
  more.food.map(dishCount).join('; '),
];

/** An instant as India's wall clock reads it: '2026-11-22 10:30'. */
export const istStamp = (iso: string): string => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Find's rows (in rupees, as its answer carries them), each with what the export adds. */
export function bookingsCsv(rows: readonly { listed: DeskBookingRow; more: BookingCsvMore }[]): string {
  return csvDocument(
    BOOKINGS_CSV_HEADER,
    rows.map(({ listed: r, more }) => [
      r.orderId,
      r.status,
      r.date,
      r.fromTime,
      r.toTime,
      r.branch,
      r.theatre,
      r.customerName,
      r.phone,
      r.email,
      r.persons,
      r.occasion ?? '',
      r.personName,
      r.plan,
      plainRupees(r.money.total),
      plainRupees(r.money.paid),
      plainRupees(r.money.leftToCollect),
      istStamp(r.createdAt),
      ...bookingCsvMoreCells(r.status, more),
    ]),
  );
}

/** 'bookings-2026-11-22-to-2026-11-29-loc-gachibowli-booking-confirmed.csv': the list's filters, in a safe name. */
export function bookingsFileName(f: { from?: string; to?: string; branch?: string; status?: string }): string {
  const days = f.from && f.to ? [f.from, 'to', f.to] : f.from ? ['from', f.from] : f.to ? ['until', f.to] : ['all'];
  return safeFileName(['bookings', ...days, f.branch ?? '', f.status ?? ''], 'csv');
}
