import { describe, expect, it } from 'vitest';
import { sumTakings, takingsDays, type TakingsFact } from '../../src/lib/desk/takings.ts';
import { takingsCsv, takingsFileName } from '../../src/lib/desk/takingsCsv.ts';

/** The Takings' sums and file, apart from the database (the API's own: tests/api/desk-takings.test.ts). */

const JH = { id: 'loc-jh', name: 'Jubilee Hills', city: 'Hyderabad' };
const GB = { id: 'loc-gb', name: 'Gachibowli', city: 'Hyderabad' };
const at = (b: typeof JH) => ({ branchId: b.id, branchName: b.name });
const slot = (
  b: typeof JH,
  status: 'booking-confirmed' | 'cancelled' | 'held',
  venueStatus: 'no-show' | 'arrived' | null,
  totalPaise: number,
  paidPaise: number,
) => ({ ...at(b), kind: 'slot', status, venueStatus, totalPaise, paidPaise }) as const;

describe('the sums', () => {
  const facts: TakingsFact[] = [
    { ...at(JH), kind: 'online', amountPaise: 75_000 },
    { ...at(JH), kind: 'venue', method: 'cash', amountPaise: 139_800 },
    { ...at(JH), kind: 'venue', method: 'upi', amountPaise: 10_050 },
    { ...at(JH), kind: 'venue', method: 'card', amountPaise: 1 },
    { ...at(JH), kind: 'refund', amountPaise: 50_000 },
    slot(JH, 'booking-confirmed', null, 214_800, 75_000),
    slot(JH, 'booking-confirmed', 'no-show', 179_900, 75_000),
    slot(JH, 'booking-confirmed', 'arrived', 214_800, 300_000),
    slot(JH, 'cancelled', null, 214_800, 75_000),
    slot(JH, 'held', null, 214_800, 0),
    { ...at(GB), kind: 'online', amountPaise: 150_000 },
    { branchId: 'loc-closed', branchName: 'Closed since', kind: 'refund', amountPaise: 100 },
  ];
  const { branches, total } = sumTakings([JH, GB, { id: 'loc-none', name: 'Quiet', city: '' }], facts);

  it('adds each kind of money to its figure, and Net is the money in less the refunds', () => {
    expect(branches[0]).toEqual({
      branch: JH,
      online: 75_000,
      cash: 139_800,
      upi: 10_050,
      card: 1,
      refunds: 50_000,
      net: 75_000 + 139_800 + 10_050 + 1 - 50_000,
      // the overpaid one has nothing left, never less; the cancelled and the held are not expected
      toCollect: 139_800,
      noShowToCollect: 104_900,
      bookings: 3,
      noShows: 1,
    });
  });

  it('lists every branch asked, one with nothing at zero, and one no longer listed that has money, so the branches sum to the total', () => {
    expect(branches.map((b) => b.branch.id)).toEqual(['loc-jh', 'loc-gb', 'loc-none', 'loc-closed']);
    expect(branches[2]).toMatchObject({ online: 0, net: 0, bookings: 0 });
    expect(branches[3]).toMatchObject({ refunds: 100, net: -100 });
    for (const key of Object.keys(total) as (keyof typeof total)[]) expect(total[key]).toBe(branches.reduce((s, b) => s + b[key], 0));
  });
});

describe('the days', () => {
  const now = new Date('2026-11-22T19:00:00Z'); // 00:30 on the 23rd in India
  it('is today in India without days, one day with one end, and as asked with both', () => {
    expect(takingsDays({}, now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(takingsDays({ from: '2026-11-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(takingsDays({ to: '2026-11-05' }, now)).toEqual({ from: '2026-11-05', to: '2026-11-05' });
    expect(takingsDays({ from: '2026-11-01', to: '2026-11-05' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-05' });
  });
});

describe('the file', () => {
  it('writes a branch a row and the total last, in rupees, a formula in a name as text', () => {
    const f = {
      online: 750,
      cash: 1398,
      upi: 100.5,
      card: 0,
      refunds: 500,
      net: 1748.5,
      toCollect: 0,
      noShowToCollect: 0,
      bookings: 2,
      noShows: 0,
    };
    const csv = takingsCsv({
      from: '2026-11-23',
      to: '2026-11-23',
      branches: [{ branch: { id: 'x', name: '=cmd|calc', city: '' }, ...f }],
      total: f,
    });
    const lines = csv.split('\r\n');
    expect(lines[0].startsWith('\uFEFFFrom,To,Branch,Online (INR)')).toBe(true);
    expect(lines[1]).toBe("2026-11-23,2026-11-23,'=cmd|calc,750.00,1398.00,100.50,0.00,500.00,1748.50,0.00,0.00,2,0");
    expect(lines[2]).toBe('2026-11-23,2026-11-23,Total,750.00,1398.00,100.50,0.00,500.00,1748.50,0.00,0.00,2,0');
    expect(takingsFileName({ from: '2026-11-23', to: '2026-11-23' })).toBe('takings-2026-11-23-all-branches.csv');
    expect(takingsFileName({ from: '2026-11-01', to: '2026-11-30', branch: 'loc-gb"; x' })).toBe(
      'takings-2026-11-01-to-2026-11-30-loc-gb-x.csv',
    );
  });
});
