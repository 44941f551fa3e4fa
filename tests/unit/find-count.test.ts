import { describe, expect, it } from 'vitest';
import { findCountOf } from '../../src/lib/desk/findCount.ts';

describe("Find's count", () => {
  it.each([
    [{ total: 0, totalIsMore: false, page: 1 }, '0 bookings · page 1 of 1', '0 bookings found; page 1 of 1.', 1],
    [{ total: 1, totalIsMore: false, page: 1 }, '1 booking · page 1 of 1', '1 booking found; page 1 of 1.', 1],
    [{ total: 120, totalIsMore: false, page: 2 }, '120 bookings · page 2 of 3', '120 bookings found; page 2 of 3.', 3],
    // Past the count's limit the page count is not known: the staff may go one page further each time.
    [{ total: 1000, totalIsMore: true, page: 1 }, 'More than 1000 bookings · page 1', 'More than 1000 bookings found; page 1.', 20],
    [{ total: 1050, totalIsMore: true, page: 21 }, 'More than 1050 bookings · page 21', 'More than 1050 bookings found; page 21.', 22],
  ])('%o reads %s', (list, line, announcement, pages) => {
    expect(findCountOf({ ...list, pageSize: 50 })).toEqual({ line, announcement, pages });
  });
});
