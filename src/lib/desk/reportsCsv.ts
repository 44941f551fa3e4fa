import type { ReportSection, ReportsResponse, RevenuePeriod } from '../api/deskReports.ts';
import { plainRupees } from '../money.ts';
import { csvDocument, safeFileName } from './csv.ts';

/**
 * Each section of the Reports as a spreadsheet of its own, from the answer in rupees (encoded as
 * the wire sends it), with the same rows the screen draws; cells escaped against formulas by csv.ts.
 */

type Report = Pick<ReportsResponse, 'occupancy' | 'revenue' | 'bookings' | 'coupons' | 'leads' | 'cancellations'>;
type Cells = (string | number)[];

/** Booked of offered, as a whole percent; empty when nothing was offered. */
export const occupancyPercent = (booked: number, offered: number): string =>
  offered > 0 ? String(Math.round((booked / offered) * 100)) : '';

const revenue = (rows: readonly RevenuePeriod[], total: RevenuePeriod) => ({
  header: ['Period', 'From', 'To', 'Online (INR)', 'At the venue (INR)', 'Refunds (INR)', 'Net (INR)'],
  rows: [...rows, { ...total, period: 'Total' }].map((p): Cells => [
    p.period,
    p.from,
    p.to,
    plainRupees(p.online),
    plainRupees(p.venue),
    plainRupees(p.refunds),
    plainRupees(p.net),
  ]),
});

const groups = (name: string, r: Report['bookings'], rows: Report['bookings']['byPlan']) => ({
  header: [name, 'Bookings', 'Value (INR)'],
  rows: [...rows, r.total].map((g): Cells => [g.name, g.bookings, plainRupees(g.value)]),
});

const SECTIONS: Record<ReportSection, (r: Report) => { header: string[]; rows: Cells[] }> = {
  occupancy: (r) => ({
    header: ['Theatre', 'Branch', 'Hour', 'Slots offered', 'Slots booked', 'Occupancy (%)'],
    rows: r.occupancy.theatres.flatMap((t) =>
      t.cells.map((c): Cells => [
        t.theatre.name,
        t.theatre.branch,
        `${String(c.hour).padStart(2, '0')}:00`,
        c.offered,
        c.booked,
        occupancyPercent(c.booked, c.offered),
      ]),
    ),
  }),
  'revenue-days': (r) => revenue(r.revenue.days, r.revenue.total),
  'revenue-weeks': (r) => revenue(r.revenue.weeks, r.revenue.total),
  'revenue-months': (r) => revenue(r.revenue.months, r.revenue.total),
  occasions: (r) => groups('Occasion', r.bookings, r.bookings.byOccasion),
  plans: (r) => groups('Plan', r.bookings, r.bookings.byPlan),
  coupons: (r) => ({
    header: ['Coupon', 'Times used', 'Discount (INR)'],
    rows: [...r.coupons.codes, r.coupons.total].map((c): Cells => [c.code, c.times, plainRupees(c.discount)]),
  }),
  leads: (r) => ({
    header: ['Kind', 'Received', 'Booked', 'Booked (%)'],
    rows: (
      [
        ['Enquiries', r.leads.enquiries],
        ['Leads', r.leads.leads],
        ['Total', r.leads.total],
      ] as const
    ).map(([kind, f]): Cells => [kind, f.received, f.booked, occupancyPercent(f.booked, f.received)]),
  }),
  cancellations: (r) => ({
    header: ['Cause', 'Cancellations', 'Refunded (INR)'],
    rows: [...r.cancellations.causes, r.cancellations.total].map((g): Cells => [g.label, g.cancellations, plainRupees(g.refunded)]),
  }),
};

export function reportsCsv(section: ReportSection, r: Report): string {
  const { header, rows } = SECTIONS[section](r);
  return csvDocument(header, rows);
}

/** 'report-cancellations-2026-10-31-to-2026-11-29-all-branches.csv'. */
export const reportsFileName = (t: { section: ReportSection; from: string; to: string; branch?: string }): string =>
  safeFileName(['report', t.section, t.from, 'to', t.to, t.branch ?? 'all-branches'], 'csv');
