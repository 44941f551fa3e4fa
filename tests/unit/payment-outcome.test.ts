import { describe, expect, it } from 'vitest';
import { bookingIdOf, outcomeOf, outcomePath, refOf, tryAgainPath, unpaidOutcome } from '../../src/lib/booking/paymentOutcome.ts';
import { delayAfter, PAYMENT_STATUS_BACKOFF, pollUntil, type Backoff, type Clock } from '../../src/lib/booking/pollBackoff.ts';

describe('payment outcome from the booking status', () => {
  it('confirmed is success; failed, refunded, expired and cancelled are failure; held and pending wait', () => {
    expect(outcomeOf('booking-confirmed')).toBe('success');
    expect(['payment-failed', 'refunded', 'expired', 'cancelled'].map((s) => outcomeOf(s as 'refunded'))).toEqual([
      'fail',
      'fail',
      'fail',
      'fail',
    ]);
    expect(outcomeOf('held')).toBe('waiting');
    expect(outcomeOf('payment-pending')).toBe('waiting');
  });

  it('sends each outcome to its page with the booking id', () => {
    expect(outcomePath('booking-confirmed', 'b1')).toBe('/payment-success?id=b1');
    expect(outcomePath('refunded', 'b1')).toBe('/payment-fail?id=b1');
    expect(outcomePath('payment-pending', 'a b')).toBe('/payment-processing?id=a%20b');
  });

  it("carries the way back's reference from page to page, encoded, and only when there is one", () => {
    expect(outcomePath('booking-confirmed', 'b1', 'r1.PAY_1.9.s-_')).toBe('/payment-success?id=b1&ref=r1.PAY_1.9.s-_');
    expect(outcomePath('expired', 'b1', 'a&id=b2')).toBe('/payment-fail?id=b1&ref=a%26id%3Db2');
    expect(outcomePath('held', 'b1', null)).toBe('/payment-processing?id=b1');
    expect(outcomePath('held', 'b1', '')).toBe('/payment-processing?id=b1');
    const search = new URL(outcomePath('refunded', 'b1', 'a&id=b2'), 'http://x').search;
    expect([bookingIdOf(search, null), refOf(search)]).toEqual(['b1', 'a&id=b2']);
    expect(refOf('?id=b1')).toBeNull();
    expect(refOf('?id=b1&ref=%20')).toBeNull();
  });

  it("takes the booking from ?id=, else the tab's booking in progress, else none", () => {
    expect(bookingIdOf('?id=bk-1', 'bk-2')).toBe('bk-1');
    expect(bookingIdOf('?id=', 'bk-2')).toBe('bk-2');
    expect(bookingIdOf('', 'bk-2')).toBe('bk-2');
    expect(bookingIdOf('?x=1', null)).toBeNull();
  });
});

describe('polling with backoff', () => {
  it('waits 1 s first, longer each time, never more than 5 s', () => {
    const waits = [0, 1, 2, 3, 4, 5, 20].map((n) => delayAfter(n, PAYMENT_STATUS_BACKOFF));
    expect(waits).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
  });

  /** A clock that moves only when slept on. */
  const fakeClock = () => {
    let t = 0;
    const sleeps: number[] = [];
    const clock: Clock = { now: () => t, sleep: async (ms) => void (sleeps.push(ms), (t += ms)) };
    return { clock, sleeps };
  };

  it('answers as soon as an answer comes, after the waits before it', async () => {
    const { clock, sleeps } = fakeClock();
    let calls = 0;
    const answer = await pollUntil(async () => (++calls === 4 ? 'done' : undefined), PAYMENT_STATUS_BACKOFF, clock);
    expect(answer).toBe('done');
    expect(sleeps).toEqual([1000, 1500, 2250]);
  });

  it('gives up once the next call would come after the limit', async () => {
    const { clock, sleeps } = fakeClock();
    const b: Backoff = { firstMs: 1000, factor: 2, maxMs: 4000, giveUpMs: 10_000 };
    let calls = 0;
    const answer = await pollUntil(async () => void calls++, b, clock);
    expect(answer).toBeUndefined();
    // 1 + 2 + 4 = 7 s; a further 4 s would pass 10 s.
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(calls).toBe(4);
  });

  it('stops at an error the asking throws', async () => {
    const { clock } = fakeClock();
    await expect(pollUntil(async () => Promise.reject(new Error('gone')), PAYMENT_STATUS_BACKOFF, clock)).rejects.toThrow('gone');
  });
});

describe("/payment-fail's Try Again", () => {
  const basic = { bookingId: 'bk-1', plan: 'normal' as const };
  it.each([
    ['the failed booking is the one in progress: back to its terms step', '?id=bk-1&ref=r1.x', basic, '/BookingSummary'],
    ['a combo goes back to its own terms step', '?id=bk-1', { bookingId: 'bk-1', plan: 'combo' as const }, '/ComboBooking'],
    ['the page names no booking: the one in progress', '', basic, '/BookingSummary'],
    ['another booking failed (a way back opened in another tab): home', '?id=bk-2&ref=r1.x', basic, '/'],
    ['no booking in progress: home, as the spec has it', '?id=bk-1', { bookingId: null, plan: null }, '/'],
    ['a booking without its plan type (an older tab): home', '?id=bk-1', { bookingId: 'bk-1', plan: null }, '/'],
  ])('%s', (_, search, inProgress, path) => {
    expect(tryAgainPath(search, inProgress)).toBe(path);
  });

  it('says no money was taken only where the status says so: a declined payment, not a lapsed hold (a payment may still come late), a refund or a cancellation', () => {
    expect(unpaidOutcome('payment-failed')).toBe(true);
    for (const status of ['expired', 'refunded', 'cancelled', 'booking-confirmed', 'held', 'payment-pending'] as const) {
      expect(unpaidOutcome(status)).toBe(false);
    }
  });
});
