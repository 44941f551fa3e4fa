import type { TakingsResponse } from '../api/deskTakings.ts';
import { plainRupees } from '../money.ts';
import { csvDocument, safeFileName } from './csv.ts';

/**
 * The Takings as a spreadsheet: one branch a row and the total last, amounts in rupees with their
 * paise, as the JSON answer carries them (cells escaped against formulas by csv.ts, as Find's file).
 */

export const TAKINGS_CSV_HEADER = [
  'From',
  'To',
  'Branch',
  'Online (INR)',
  'Cash (INR)',
  'UPI (INR)',
  'Card (INR)',
  'Refunds (INR)',
  'Net (INR)',
  'To collect (INR)',
  'No-shows to collect (INR)',
  'Bookings',
  'No-shows',
] as const;

type Figures = TakingsResponse['total'];

const cells = (t: Pick<TakingsResponse, 'from' | 'to'>, name: string, f: Figures) => [
  t.from,
  t.to,
  name,
  plainRupees(f.online),
  plainRupees(f.cash),
  plainRupees(f.upi),
  plainRupees(f.card),
  plainRupees(f.refunds),
  plainRupees(f.net),
  plainRupees(f.toCollect),
  plainRupees(f.noShowToCollect),
  f.bookings,
  f.noShows,
];

/** From the answer in rupees (encoded as the wire sends it). */
export function takingsCsv(t: Pick<TakingsResponse, 'from' | 'to' | 'branches' | 'total'>): string {
  return csvDocument(TAKINGS_CSV_HEADER, [...t.branches.map((b) => cells(t, b.branch.name, b)), cells(t, 'Total', t.total)]);
}

/** 'takings-2026-11-22-to-2026-11-29-loc-gachibowli.csv'. */
export const takingsFileName = (t: { from: string; to: string; branch?: string }): string =>
  safeFileName(['takings', t.from, ...(t.from === t.to ? [] : ['to', t.to]), t.branch ?? 'all-branches'], 'csv');
