import type { DeskBookingRow } from '../api/deskBookings.ts';
import { IST_OFFSET_MS } from '../booking/istClock.ts';
import { plainRupees } from '../money.ts';
import { csvDocument, safeFileName } from './csv.ts';

/** Find's list as a spreadsheet: one booking a row, amounts in rupees with their paise, times in India. */

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
] as const;

/** An instant as India's wall clock reads it: '2026-11-22 10:30'. */
export const istStamp = (iso: string): string => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

export function bookingsCsv(rows: readonly DeskBookingRow[]): string {
  return csvDocument(
    BOOKINGS_CSV_HEADER,
    rows.map((r) => [
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
    ]),
  );
}

/** 'bookings-2026-11-22-to-2026-11-29-loc-gachibowli-booking-confirmed.csv': the list's filters, in a safe name. */
export function bookingsFileName(f: { from?: string; to?: string; branch?: string; status?: string }): string {
  const days = f.from && f.to ? [f.from, 'to', f.to] : f.from ? ['from', f.from] : f.to ? ['until', f.to] : ['all'];
  return safeFileName(['bookings', ...days, f.branch ?? '', f.status ?? ''], 'csv');
}
