import { describe, expect, it } from 'vitest';
import { cancelCauseLabel, cancelNoteProblem } from '../../src/lib/desk/cancelCauses.ts';
import { reportDays, sumReports, type ReportFacts } from '../../src/lib/desk/reports.ts';
import { occupancyPercent } from '../../src/lib/desk/reportsCsv.ts';
import { daysOf, isoWeekOf, sumRevenue } from '../../src/lib/desk/reportsRevenue.ts';

/** The Reports' rules without a database: days, ISO weeks, sums and groups (figures on a fixture: tests/api/desk-reports.test.ts). */

const none: ReportFacts = { slots: [], blocked: [], bookings: [], money: [], leads: [], cancellations: [] };

describe('the days a report reads', () => {
  const now = new Date('2026-11-29T20:00:00Z'); // 01:30 on 30 November in India
  it('are the last 30 days in India by default, ending today there', () => {
    expect(reportDays({}, now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(reportDays({ to: '2026-02-28' }, now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(reportDays({ from: '2026-11-10' }, now)).toEqual({ from: '2026-11-10', to: '2026-11-30' });
    // A future day alone is that day.
    expect(reportDays({ from: '2027-01-05' }, now)).toEqual({ from: '2027-01-05', to: '2027-01-05' });
  });

  it('count a leap year’s day, and weeks by ISO 8601 across a new year', () => {
    expect(daysOf('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });
});

describe('the sums', () => {
  it('give every day, a quiet one as zeros, and weeks and months cut to the range', () => {
    const r = sumRevenue('2026-12-30', '2027-01-02', [
      { day: '2026-12-31', onlinePaise: 100_00, venuePaise: 50_00, refundsPaise: 0 },
      { day: '2027-01-02', onlinePaise: 0, venuePaise: 0, refundsPaise: 30_00 },
    ]);
    expect(r.days.map((d) => d.net)).toEqual([0, 150_00, 0, -30_00]);
    expect(r.weeks.map((w) => [w.period, w.from, w.to, w.net])).toEqual([['2026-W53', '2026-12-30', '2027-01-02', 120_00]]);
    expect(r.months.map((m) => [m.period, m.from, m.to, m.net])).toEqual([
      ['2026-12', '2026-12-30', '2026-12-31', 150_00],
      ['2027-01', '2027-01-01', '2027-01-02', -30_00],
    ]);
    expect(r.total).toMatchObject({ online: 100_00, venue: 50_00, refunds: 30_00, net: 120_00 });
  });

  it('offer each slot every day less its blocks, never below none, and add bookings of a slot since made inactive', () => {
    const t = { id: 'th-a', name: 'A', branch: 'B' };
    const r = sumReports('2026-11-01', '2026-11-10', {
      ...none,
      slots: [{ ...t, hour: 9, slots: 1 }],
      blocked: [
        { theatreId: 'th-a', hour: 9, blocked: 2 },
        { theatreId: 'th-a', hour: 12, blocked: 1 },
      ],
      bookings: [
        { ...t, hour: 9, occasion: null, plan: null, coupon: null, bookings: 4, valuePaise: 4000_00, discountPaise: 0 },
        { ...t, hour: 21, occasion: 'Birthday', plan: 'Standard', coupon: 'X', bookings: 1, valuePaise: 5000_00, discountPaise: 100_00 },
      ],
    });
    expect(r.occupancy).toEqual({
      hours: [9, 21],
      theatres: [
        {
          theatre: t,
          cells: [
            { hour: 9, offered: 8, booked: 4 },
            { hour: 21, offered: 0, booked: 1 },
          ],
        },
      ],
    });
    expect(r.bookings.byPlan.map((g) => g.name)).toEqual(['Theatre only (no plan)', 'Standard']);
    expect(r.bookings.byOccasion.map((g) => g.name)).toEqual(['No occasion', 'Birthday']);
    expect(r.coupons.total).toEqual({ code: 'Total', times: 1, discount: 100_00 });
    expect(occupancyPercent(1, 0)).toBe('');
    expect(occupancyPercent(1, 3)).toBe('33');
  });

  it('name a cancellation’s cause, an unknown or missing one Not recorded', () => {
    const r = sumReports('2026-11-01', '2026-11-01', {
      ...none,
      cancellations: [
        { cause: 'double-booking', cancellations: 2, refundedPaise: 500_00 },
        { cause: null, cancellations: 1, refundedPaise: 0 },
        { cause: 'gone', cancellations: 1, refundedPaise: 0 },
      ],
    });
    expect(r.cancellations.causes.map((c) => [c.label, c.cancellations])).toEqual([
      ['Double booking', 2],
      ['Not recorded', 2],
    ]);
    expect(cancelCauseLabel('customer-online')).toBe('Customer cancelled online');
    expect(cancelNoteProblem('other', '  ')).toMatch(/required/);
    expect(cancelNoteProblem('venue-problem', '')).toBeUndefined();
  });
});
