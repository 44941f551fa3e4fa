import { describe, expect, it } from 'vitest';
import { bookingSearchOf, searchesEveryDay } from '../../src/lib/desk/bookingSearch.ts';

describe('A search found on every day', () => {
  it('is a whole mobile number however written, a whole order id or a booking id', () => {
    for (const typed of ['9876543210', '+91 98765-43210', '098765 43210', 'ordabcdefgh23', 'ORDABCDEFGH23', '0123456789abcdef01234567'])
      expect(searchesEveryDay(bookingSearchOf(typed)), typed).toBe(true);
  });

  it('is not a part of a number, the start of an order id, a name, or nothing', () => {
    for (const typed of ['98765', '987654321', 'ORDABC', 'ORDABCDEFGH2', 'asha', 'ORDABCDEFGH234', '!!'])
      expect(searchesEveryDay(bookingSearchOf(typed)), typed).toBe(false);
  });
});
