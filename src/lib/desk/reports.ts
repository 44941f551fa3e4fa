import type { BookingGroup, CancellationGroup, CouponUse, LeadFigures, OccupancyRow, ReportsFigures } from '../api/deskReports.ts';
import { REPORTS_DEFAULT_DAYS } from '../api/deskReports.ts';
import { addDays, istToday } from '../booking/istClock.ts';
import { cancelCauseLabel, isCancelCause } from './cancelCauses.ts';
import { type DayMoney, daysOf, sumRevenue } from './reportsRevenue.ts';

/**
 * The owner's Reports from what the database counts (server/repo/reports.ts): groups summed, rows
 * ordered, every day of the range present, in integer paise, so that the rules live where a unit
 * test reaches them without a database.
 */

export interface ReportTheatre {
  id: string;
  name: string;
  branch: string;
}

/** What the database counts, each row a group. */
export interface ReportFacts {
  /** Each theatre's active slots starting in an hour of the day (offered every day), theatres in the site's order. */
  slots: (ReportTheatre & { hour: number; slots: number })[];
  /** Slot-days blocked in the range, by theatre and hour. */
  blocked: { theatreId: string; hour: number; blocked: number }[];
  /** Confirmed bookings whose slot is in the range, grouped by theatre, hour, occasion, plan and coupon. */
  bookings: (ReportTheatre & {
    hour: number;
    occasion: string | null;
    /** A combo's plan; null for a theatre-only booking. */
    plan: string | null;
    coupon: string | null;
    bookings: number;
    valuePaise: number;
    discountPaise: number;
  })[];
  money: DayMoney[];
  leads: { kind: 'enquiry' | 'lead'; received: number; booked: number }[];
  cancellations: { cause: string | null; cancellations: number; refundedPaise: number }[];
}

export const NO_OCCASION = 'No occasion';
export const NO_PLAN = 'Theatre only (no plan)';

/** The days one answer reads: as asked; without `from`, the 30 days ending on `to` (today in India by default). */
export function reportDays(ask: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = ask.to ?? (ask.from && ask.from > istToday(now) ? ask.from : istToday(now));
  return { from: ask.from ?? addDays(to, -(REPORTS_DEFAULT_DAYS - 1)), to };
}

/** Most first, then by name, so that the rows read the same every time. */
const byMost =
  <T>(count: (t: T) => number, name: (t: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b));

function occupancy(facts: ReportFacts, days: number): ReportsFigures['occupancy'] {
  const rows = new Map<string, OccupancyRow>();
  const cell = (t: ReportTheatre, hour: number) => {
    if (!rows.has(t.id)) rows.set(t.id, { theatre: { id: t.id, name: t.name, branch: t.branch }, cells: [] });
    const row = rows.get(t.id)!;
    let c = row.cells.find((x) => x.hour === hour);
    if (!c) row.cells.push((c = { hour, offered: 0, booked: 0 }));
    return c;
  };
  for (const s of facts.slots) cell(s, s.hour).offered += s.slots * days;
  for (const b of facts.blocked) {
    const row = rows.get(b.theatreId);
    const c = row?.cells.find((x) => x.hour === b.hour);
    // A block of a slot since made inactive takes nothing from what is offered now.
    if (c) c.offered = Math.max(0, c.offered - b.blocked);
  }
  for (const b of facts.bookings) cell(b, b.hour).booked += b.bookings;
  const theatres = [...rows.values()];
  for (const r of theatres) r.cells.sort((a, b) => a.hour - b.hour);
  const hours = [...new Set(theatres.flatMap((r) => r.cells.map((c) => c.hour)))].sort((a, b) => a - b);
  return { hours, theatres };
}

function grouped(facts: ReportFacts['bookings'], name: (b: ReportFacts['bookings'][number]) => string): BookingGroup[] {
  const groups = new Map<string, BookingGroup>();
  for (const b of facts) {
    const key = name(b);
    const g = groups.get(key) ?? { name: key, bookings: 0, value: 0 };
    g.bookings += b.bookings;
    g.value += b.valuePaise;
    groups.set(key, g);
  }
  return [...groups.values()].sort(
    byMost(
      (g) => g.bookings,
      (g) => g.name,
    ),
  );
}

function coupons(facts: ReportFacts['bookings']): ReportsFigures['coupons'] {
  const codes = new Map<string, CouponUse>();
  const total: CouponUse = { code: 'Total', times: 0, discount: 0 };
  for (const b of facts) {
    if (b.coupon === null) continue;
    const c = codes.get(b.coupon) ?? { code: b.coupon, times: 0, discount: 0 };
    c.times += b.bookings;
    c.discount += b.discountPaise;
    codes.set(b.coupon, c);
    total.times += b.bookings;
    total.discount += b.discountPaise;
  }
  return {
    codes: [...codes.values()].sort(
      byMost(
        (c) => c.times,
        (c) => c.code,
      ),
    ),
    total,
  };
}

function leads(facts: ReportFacts['leads']): ReportsFigures['leads'] {
  const of = (kind: 'enquiry' | 'lead'): LeadFigures => {
    const rows = facts.filter((f) => f.kind === kind);
    return { received: rows.reduce((s, f) => s + f.received, 0), booked: rows.reduce((s, f) => s + f.booked, 0) };
  };
  const [enquiries, alone] = [of('enquiry'), of('lead')];
  return {
    enquiries,
    leads: alone,
    total: { received: enquiries.received + alone.received, booked: enquiries.booked + alone.booked },
  };
}

function cancellations(facts: ReportFacts['cancellations']): ReportsFigures['cancellations'] {
  const causes = new Map<string, CancellationGroup>();
  const total: CancellationGroup = { cause: null, label: 'Total', cancellations: 0, refunded: 0 };
  for (const f of facts) {
    const cause = isCancelCause(f.cause) ? f.cause : null;
    const key = cause ?? '';
    const g = causes.get(key) ?? { cause, label: cancelCauseLabel(cause), cancellations: 0, refunded: 0 };
    g.cancellations += f.cancellations;
    g.refunded += f.refundedPaise;
    causes.set(key, g);
    total.cancellations += f.cancellations;
    total.refunded += f.refundedPaise;
  }
  return {
    causes: [...causes.values()].sort(
      byMost(
        (g) => g.cancellations,
        (g) => g.label,
      ),
    ),
    total,
  };
}

/** Every section of the Reports of the days from `from` to `to`. */
export function sumReports(from: string, to: string, facts: ReportFacts): ReportsFigures {
  const total: BookingGroup = { name: 'Total', bookings: 0, value: 0 };
  for (const b of facts.bookings) {
    total.bookings += b.bookings;
    total.value += b.valuePaise;
  }
  return {
    occupancy: occupancy(facts, daysOf(from, to).length),
    revenue: sumRevenue(from, to, facts.money),
    bookings: {
      total,
      byOccasion: grouped(facts.bookings, (b) => b.occasion ?? NO_OCCASION),
      byPlan: grouped(facts.bookings, (b) => b.plan ?? NO_PLAN),
    },
    coupons: coupons(facts.bookings),
    leads: leads(facts.leads),
    cancellations: cancellations(facts.cancellations),
  };
}
