import { afterEach, describe, expect, it } from 'vitest';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { lastBookableDate } from '../../src/lib/booking/horizon.ts';

/** The machine's zone must never leak into the Indian calendar: every case runs in several zones. */
const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'Australia/Lord_Howe'];
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe.each(ZONES)('with the machine clock in %s', (tz) => {
  const inZone = () => (process.env.TZ = tz);

  it.each([
    ['2026-11-21T18:29:59.999Z', '2026-11-21'], // a millisecond before midnight in India
    ['2026-11-21T18:30:00Z', '2026-11-22'], // midnight in India, still the 21st in UTC
    ['2024-02-29T12:00:00+05:30', '2024-02-29'], // a leap day
    ['2026-12-31T19:00:00Z', '2027-01-01'], // new year in India first
  ])('istToday at %s is %s', (iso, day) => {
    inZone();
    expect(istToday(new Date(iso))).toBe(day);
    expect(istToday(Date.parse(iso))).toBe(day);
  });

  it.each([
    ['2026-11-22', '00:00', '2026-11-21T18:30:00Z'],
    ['2026-11-22', '09:00', '2026-11-22T03:30:00Z'],
    ['2026-11-22', '23:30', '2026-11-22T18:00:00Z'],
    ['2026-11-22', '24:00', '2026-11-22T18:30:00Z'], // the next midnight
    ['2026-03-29', '02:30', '2026-03-28T21:00:00Z'], // a night Europe changes its clocks: India does not
    ['2026-11-01', '01:30', '2026-10-31T20:00:00Z'], // nor does it when America does
  ])('istInstant(%s, %s) is %s', (date, time, iso) => {
    inZone();
    expect(istInstant(date, time)).toBe(Date.parse(iso));
  });

  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // across Europe's clock change
    ['2026-11-20', 90, '2027-02-18'],
    ['2026-11-20', 0, '2026-11-20'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    inZone();
    expect(addDays(date, days)).toBe(expected);
  });

  it('puts the booking horizon on the Indian calendar', () => {
    inZone();
    // 23:45 on 30 Nov in India is still 30 Nov there, whatever the machine's date.
    expect(lastBookableDate(Date.parse('2026-11-30T23:45:00+05:30'), 1)).toBe('2026-12-01');
    expect(lastBookableDate(Date.parse('2026-11-30T18:30:00Z'), 1)).toBe('2026-12-02');
  });
});

it('never guesses a date that is not YYYY-MM-DD', () => {
  expect(() => addDays('30/11/2026', 1)).toThrow(RangeError);
  expect(istInstant('2026-11', '09:00')).toBeNaN();
});
