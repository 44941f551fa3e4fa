import { afterEach, describe, expect, it } from 'vitest';
import {
  countBookable,
  isBookableDate,
  isNinetyMinuteSlot,
  slotBadgeTone,
  slotDurationMinutes,
  slotState,
  slotStatus,
} from '../../src/lib/booking/slots.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';

const at = (iso: string) => new Date(iso);
const slot = (fromTime: string, toTime: string, extra: Partial<{ isBooked: boolean; isActive: boolean }> = {}) => ({
  fromTime,
  toTime,
  isBooked: false,
  isActive: true,
  ...extra,
});

describe('istToday', () => {
  it.each([
    ['2026-11-21T18:29:59Z', '2026-11-21'], // 23:59:59 in India
    ['2026-11-21T18:30:00Z', '2026-11-22'], // midnight in India, still the 21st in UTC
    ['2026-11-22T12:00:00-08:00', '2026-11-23'], // a phone set to California, 01:30 next day in India
  ])('at %s is %s', (iso, day) => expect(istToday(at(iso))).toBe(day));

  it('adds days across a month end', () => expect(addDays('2026-11-30', 1)).toBe('2026-12-01'));
});

describe('slotDurationMinutes', () => {
  it.each([
    ['09:00', '12:00', 180],
    ['18:30', '20:00', 90],
    ['21:00', '24:00', 180],
    ['22:30', '01:00', 150],
  ])('%s-%s is %i minutes', (from, to, minutes) => {
    expect(slotDurationMinutes({ fromTime: from, toTime: to })).toBe(minutes);
    expect(isNinetyMinuteSlot({ fromTime: from, toTime: to })).toBe(minutes === 90);
  });
});

describe('slotState on 22 Nov 2026 (IST)', () => {
  const day = '2026-11-22';
  it.each([
    // now (IST)              slot            past   almostOver
    ['2026-11-22T11:49:00+05:30', '09:00', '12:00', false, false], // 11 minutes left
    ['2026-11-22T11:50:00+05:30', '09:00', '12:00', false, true], // exactly 10 minutes left
    ['2026-11-22T11:51:00+05:30', '09:00', '12:00', false, true], // 9 minutes left
    ['2026-11-22T12:00:00+05:30', '09:00', '12:00', true, false], // ended
    ['2026-11-22T23:45:00+05:30', '21:00', '24:00', false, false], // ends at midnight: 15 minutes left
    ['2026-11-22T23:55:00+05:30', '21:00', '24:00', false, true],
    ['2026-11-23T00:30:00+05:30', '22:30', '01:00', true, false], // the 22nd's night slot, seen the next day
    ['2026-11-22T08:00:00+05:30', '09:00', '12:00', false, false],
  ])('at %s, %s-%s: past %s, almost over %s', (now, from, to, isPast, isAlmostOver) => {
    const s = slotState(slot(from, to), day, at(now));
    expect(s).toMatchObject({ isPast, isAlmostOver, isDisabled: isPast || isAlmostOver });
  });

  it('judges on Indian time whatever zone the clock was read in', () => {
    // 11:51 IST written as a UTC instant and as a New York instant: the same moment.
    for (const iso of ['2026-11-22T06:21:00Z', '2026-11-22T01:21:00-05:00']) {
      expect(slotState(slot('09:00', '12:00'), day, at(iso)).isAlmostOver).toBe(true);
    }
  });

  it('disables booked and inactive slots, and every slot of a past date', () => {
    const morning = at('2026-11-22T08:00:00+05:30');
    expect(slotState(slot('09:00', '12:00', { isBooked: true }), day, morning).isDisabled).toBe(true);
    expect(slotState(slot('09:00', '12:00', { isActive: false }), day, morning).isDisabled).toBe(true);
    expect(slotState(slot('21:00', '24:00'), '2026-11-21', morning).isPast).toBe(true);
    expect(slotState(slot('09:00', '12:00'), '2026-11-23', morning).isDisabled).toBe(false);
  });
});

describe('slotBadgeTone', () => {
  it.each([
    [0, 'secondary'],
    [1, 'danger'],
    [2, 'danger'],
    [3, 'warning'],
    [4, 'warning'],
    [5, 'success'],
    [9, 'success'],
  ])('%i slots: %s', (n, tone) => expect(slotBadgeTone(n)).toBe(tone));
});

describe('slotState at the IST day boundary', () => {
  // The 22nd's morning slot, seen from either side of midnight in India.
  it.each([
    ['2026-11-21T23:59:59+05:30', '2026-11-22', false], // the day before: the whole slot is ahead
    ['2026-11-22T00:00:00+05:30', '2026-11-22', false], // midnight: now today, still ahead
    ['2026-11-21T18:30:00Z', '2026-11-22', false], // the same midnight as a UTC instant (the 21st in UTC)
    ['2026-11-23T00:00:00+05:30', '2026-11-22', true], // a day later: a past date
    ['2026-11-22T18:29:59Z', '2026-11-22', true], // 23:59:59 IST on the 22nd: 09:00-12:00 is over
  ])('at %s, 09:00-12:00 on %s: past %s', (now, day, isPast) => {
    expect(slotState(slot('09:00', '12:00'), day, at(now)).isPast).toBe(isPast);
  });
});

describe('a slot ending at midnight (21:00-24:00 on 22 Nov)', () => {
  it.each([
    // now (IST)                   past   almostOver  why
    ['2026-11-22T23:49:00+05:30', false, false], // 11 minutes left
    ['2026-11-22T23:50:00+05:30', false, true], // exactly 10 minutes left
    ['2026-11-22T23:51:00+05:30', false, true], // 9 minutes left
    ['2026-11-22T23:59:59+05:30', false, true], // a second left
    ['2026-11-23T00:00:00+05:30', true, false], // ended: midnight, and the 22nd is now a past date
  ])('at %s: past %s, almost over %s', (now, isPast, isAlmostOver) => {
    expect(slotState(slot('21:00', '24:00'), '2026-11-22', at(now))).toMatchObject({
      isPast,
      isAlmostOver,
      isDisabled: isPast || isAlmostOver,
    });
  });

  it('ends at the same instant as a slot written 21:00-00:00', () => {
    for (const now of ['2026-11-22T23:50:00+05:30', '2026-11-22T23:49:00+05:30']) {
      expect(slotState(slot('21:00', '00:00'), '2026-11-22', at(now))).toEqual(slotState(slot('21:00', '24:00'), '2026-11-22', at(now)));
    }
  });
});

describe('a 90-minute slot with 11, 10 and 9 minutes left', () => {
  it.each([
    ['2026-11-22T20:49:00+05:30', false], // 19:30-21:00 with 11 minutes left
    ['2026-11-22T20:50:00+05:30', true],
    ['2026-11-22T20:51:00+05:30', true],
  ])('at %s almost over: %s', (now, isAlmostOver) => {
    expect(slotState(slot('19:30', '21:00'), '2026-11-22', at(now)).isAlmostOver).toBe(isAlmostOver);
  });
});

describe('on a phone whose clock zone is not IST', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Node reads TZ again when it changes: Date's local fields follow the phone's zone, the rules must not.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'Asia/Kolkata'])('judges in IST when the clock is in %s', (tz) => {
    process.env.TZ = tz;
    const now = new Date('2026-11-22T11:50:00+05:30'); // 10 minutes before the morning slot ends
    expect(istToday(now)).toBe('2026-11-22');
    expect(slotState(slot('09:00', '12:00'), '2026-11-22', now)).toMatchObject({ isPast: false, isAlmostOver: true });
    expect(slotState(slot('12:15', '15:15'), '2026-11-22', now).isDisabled).toBe(false);
    expect(isBookableDate('2026-11-21', now)).toBe(false);
    expect(isBookableDate('2026-11-22', now)).toBe(true);
  });

  it('takes a late evening in California for the next day in India', () => {
    process.env.TZ = 'America/Los_Angeles';
    const now = new Date(2026, 10, 21, 11, 0); // 21 Nov 11:00 local in California = 22 Nov 00:30 IST
    expect(now.getDate()).toBe(21);
    expect(istToday(now)).toBe('2026-11-22');
    expect(isBookableDate('2026-11-21', now)).toBe(false);
  });
});

describe('slotStatus and countBookable', () => {
  const noon = at('2026-11-22T12:05:00+05:30');
  const day = [
    slot('09:00', '12:00'), // over
    slot('12:00', '12:15'), // 10 minutes left: almost over
    slot('12:30', '15:30', { isBooked: true }),
    slot('15:30', '18:30', { isActive: false }),
    slot('18:30', '20:00'),
    slot('22:00', '01:00'),
  ];

  it('names the first reason a slot cannot be picked', () => {
    expect(day.map((s) => slotStatus(s, '2026-11-22', noon))).toEqual(['past', 'almostOver', 'booked', 'inactive', 'open', 'open']);
    expect(slotStatus(slot('09:00', '12:00', { isBooked: true }), '2026-11-21', noon)).toBe('booked');
  });

  it('counts what can be picked now, as the badge shows it', () => {
    expect(countBookable(day, '2026-11-22', noon)).toBe(2);
    expect(countBookable(day, '2026-11-23', noon)).toBe(4);
    expect(countBookable(day, '2026-11-21', noon)).toBe(0);
    expect(slotBadgeTone(countBookable(day, '2026-11-22', noon))).toBe('danger');
  });
});

describe('isBookableDate', () => {
  const now = at('2026-11-22T00:10:00+05:30');
  it.each([
    ['2026-11-22', true],
    ['2026-12-31', true],
    ['2026-11-21', false],
    ['', false],
    ['22-11-2026', false],
  ])('%s: %s', (date, ok) => expect(isBookableDate(date, now)).toBe(ok));
});
