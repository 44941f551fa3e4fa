import { describe, expect, it } from 'vitest';
import { boardOpeningBranch } from '../../src/lib/desk/boardBranch.ts';
import { boardOpeningDay } from '../../src/lib/desk/boardOpeningDay.ts';
import { weekDays, weekGrid, type WeekTheatre } from '../../src/lib/desk/weekGrid.ts';

/** India is 5:30 ahead of UTC: 00:30 in India on 30 Nov is 19:00 UTC on 29 Nov. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('the day the board opens on', () => {
  const evening = [
    { fromTime: '10:00', toTime: '13:00' },
    { fromTime: '19:00', toTime: '22:00' },
  ];
  const pastMidnight = [...evening, { fromTime: '22:30', toTime: '01:00' }];

  it('is today in the day', () => {
    expect(boardOpeningDay(ist('2026-11-30', '12:00'), pastMidnight)).toBe('2026-11-30');
  });

  it("is the day before after midnight while that day's last slot runs", () => {
    expect(boardOpeningDay(ist('2026-11-30', '00:00'), pastMidnight)).toBe('2026-11-29');
    expect(boardOpeningDay(ist('2026-11-30', '00:59'), pastMidnight)).toBe('2026-11-29');
  });

  it('is today from the minute that slot ends', () => {
    expect(boardOpeningDay(ist('2026-11-30', '01:00'), pastMidnight)).toBe('2026-11-30');
    expect(boardOpeningDay(ist('2026-11-30', '03:00'), pastMidnight)).toBe('2026-11-30');
  });

  it('is today at midnight when no slot runs past it', () => {
    expect(boardOpeningDay(ist('2026-11-30', '00:00'), evening)).toBe('2026-11-30');
    expect(boardOpeningDay(ist('2026-11-30', '00:01'), [])).toBe('2026-11-30');
  });

  it('crosses a month and a year', () => {
    expect(boardOpeningDay(ist('2027-01-01', '00:30'), pastMidnight)).toBe('2026-12-31');
    expect(boardOpeningDay(ist('2028-03-01', '00:30'), pastMidnight)).toBe('2028-02-29');
  });
});

describe('the week grid', () => {
  const days = weekDays('2026-11-30');
  const aurora: WeekTheatre = {
    id: 'th-a',
    name: 'Aurora',
    slots: [
      { id: 's1', fromTime: '10:00', toTime: '13:00', isActive: true },
      { id: 's2', fromTime: '22:30', toTime: '01:00', isActive: true },
      { id: 's3', fromTime: '14:00', toTime: '17:00', isActive: false },
    ],
  };
  const now = ist('2026-11-30', '14:00');
  const booking = { id: 'bk-1', orderId: 'TH-1', customerName: 'Asha' };

  it('has seven days from the first, across a month', () => {
    expect(days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it("gives each slot and day the day board's state", () => {
    const [grid] = weekGrid(
      days,
      [aurora],
      [
        { theatreId: 'th-a', slotId: 's1', date: '2026-12-01', status: 'confirmed', expiresAt: null, booking },
        { theatreId: 'th-a', slotId: 's1', date: '2026-12-02', status: 'held', expiresAt: new Date(+now + 5 * 60_000), booking },
        // A hold that ran out frees its slot.
        { theatreId: 'th-a', slotId: 's1', date: '2026-12-03', status: 'held', expiresAt: new Date(+now - 1), booking },
      ],
      [{ theatreId: 'th-a', slotId: 's2', date: '2026-12-04' }],
      now,
    );
    const s1 = grid.rows.find((r) => r.slotId === 's1')!;
    expect(s1.days.map((c) => c?.state)).toEqual(['free', 'booked', 'held', 'free', 'free', 'free', 'free']);
    expect(s1.days[1]).toMatchObject({ booking });
    // Today's morning slot has ended at two; the evening's has not.
    expect(s1.days[0]?.over).toBe(true);
    const s2 = grid.rows.find((r) => r.slotId === 's2')!;
    expect(s2.days[0]?.over).toBe(false);
    expect(s2.days[4]?.state).toBe('blocked');
  });

  it('keeps an inactive slot only on the days a booking holds it', () => {
    const bare = weekGrid(days, [aurora], [], [], now)[0];
    expect(bare.rows.map((r) => r.slotId)).toEqual(['s1', 's2']);
    const [held] = weekGrid(
      days,
      [aurora],
      [{ theatreId: 'th-a', slotId: 's3', date: '2026-12-05', status: 'confirmed', expiresAt: null, booking }],
      [],
      now,
    );
    const s3 = held.rows.find((r) => r.slotId === 's3')!;
    expect(s3.days.map((c) => c?.state ?? null)).toEqual([null, null, null, null, null, 'booked', null]);
  });
});

describe('the branch the board opens on', () => {
  it("is a member's own: the one this device showed when it is theirs, else their first", () => {
    expect(boardOpeningBranch(['loc-kondapur', 'loc-gachibowli'], undefined)).toBe('loc-kondapur');
    expect(boardOpeningBranch(['loc-kondapur', 'loc-gachibowli'], 'loc-gachibowli')).toBe('loc-gachibowli');
    // A tablet moved from another branch opens on the member's own.
    expect(boardOpeningBranch(['loc-kondapur'], 'loc-jubilee-hills')).toBe('loc-kondapur');
  });

  it('for a member of every branch, is the one this device showed, or the first open one (none named)', () => {
    expect(boardOpeningBranch('all', 'loc-kukatpally')).toBe('loc-kukatpally');
    expect(boardOpeningBranch('all', undefined)).toBeUndefined();
  });
});
