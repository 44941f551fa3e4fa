import { describe, expect, it } from 'vitest';
import { slotBadgeTone, slotDurationMinutes, slotState, isNinetyMinuteSlot } from '../../src/lib/booking/slots.ts';
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
