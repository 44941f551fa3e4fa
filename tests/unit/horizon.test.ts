import { describe, expect, it } from 'vitest';
import { beyondHorizonMessage, isBeyondHorizon, lastBookableDate, parseHorizonDays } from '../../src/lib/booking/horizon.ts';

// 23:00 on 2026-11-23 in UTC is 04:30 on the 24th in India: the horizon counts from India's day.
const NOW = new Date('2026-11-23T23:00:00Z');

describe('the booking horizon', () => {
  it.each([
    [90, '2027-02-22'],
    [0, '2026-11-24'],
    [1, '2026-11-25'],
    [365, '2027-11-24'],
  ])('%i days from India’s today ends on %s', (days, last) => {
    expect(lastBookableDate(NOW, days)).toBe(last);
    expect(isBeyondHorizon(last, NOW, days)).toBe(false);
  });

  it('refuses the day after the last one, and says how far ahead bookings open', () => {
    expect(isBeyondHorizon('2027-02-23', NOW, 90)).toBe(true);
    expect(beyondHorizonMessage(NOW, 90)).toBe('Bookings open 90 days ahead: please choose a date up to 2027-02-22.');
  });

  it.each([
    [undefined, 90],
    ['', 90],
    [' 30 ', 30],
    ['0', 0],
    ['3650', 3650],
  ])('reads %j as %i days', (value, days) => {
    expect(parseHorizonDays(value)).toBe(days);
  });

  it.each(['-1', '1.5', 'ninety', '3651', '1e3x'])('refuses %j with a message naming the setting', (value) => {
    expect(() => parseHorizonDays(value)).toThrow(/BOOKING_HORIZON_DAYS must be a whole number of days from 0 to 3650/);
  });
});
