import { describe, expect, it } from 'vitest';
import { TakingsRequest } from '../../src/lib/api/deskTakings.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { describeIssues } from '../../server/http/readBody.ts';
import { noTakings } from '../../src/lib/desk/takings.ts';
import { daySaid, nothingMoved, takingsDaysLabel } from '../../src/islands/desk/takings/takingsWords.ts';

/** The Takings screen's words: the days shown, a refused day said at its field, a day with nothing. */

/** The server's message of the refused field, as its 400 carries it. */
const refusal = (ask: Record<string, string>, field: 'from' | 'to') => {
  const parsed = TakingsRequest.safeParse(ask);
  if (parsed.success) throw new Error('taken');
  return describeIssues(parsed.error, ask).errors.find((e) => e.field === field)!.message;
};

describe('a day the server refuses, said at its field', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-04-03' }, 'to', 'The To day must be at most 92 days from the From day, both included.'],
    [{ from: '2026-11-23', to: '2026-11-22' }, 'to', 'The To day must not be before the From day.'],
    [{ from: '2026-02-30' }, 'from', 'The From day is not a real calendar date.'],
    [{ to: '1999-12-31' }, 'to', 'The To day must be a date from 2000-01-01 to 2099-12-31.'],
  ] as const)('%j', (ask, field, said) => expect(daySaid(field, refusal(ask, field))).toBe(said));
});

describe('the days and the figures shown', () => {
  it('names one day, or the first and the last', () => {
    const [first, last] = [bookingDayLabel('2026-11-01'), bookingDayLabel('2026-11-29')];
    expect(takingsDaysLabel({ from: '2026-11-29', to: '2026-11-29' })).toBe(last);
    expect(takingsDaysLabel({ from: '2026-11-01', to: '2026-11-29' })).toBe(`${first} to ${last}`);
  });

  it('says a day with nothing plainly, and only that one', () => {
    expect(nothingMoved(noTakings())).toBe(true);
    for (const key of ['online', 'cash', 'upi', 'card', 'refunds', 'bookings'] as const)
      expect(nothingMoved({ ...noTakings(), [key]: 1 }), key).toBe(false);
  });
});
