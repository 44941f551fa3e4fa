import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { checkRateLimit, SlidingWindowLimiter, tooManyMessage } from '../../server/http/rateLimit.ts';
import { HttpError } from '../../server/http/errors.ts';
import { DEFAULT_LEAD_RATE_LIMITS, rateLimitsFromEnv } from '../../server/routes/leads.ts';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('SlidingWindowLimiter', () => {
  it('lets `limit` requests through in a window, refuses the next, and says when to come back', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 10 * MINUTE }, clock.now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(MINUTE);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(MINUTE);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(MINUTE);
    // The first request (3 minutes ago) leaves the window in 7 minutes.
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 7 * MINUTE });
  });

  it('slides: room comes back one request at a time as the oldest ones age out', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 10 * MINUTE }, clock.now);
    limiter.hit('a');
    clock.advance(5 * MINUTE);
    limiter.hit('a');
    clock.advance(5 * MINUTE - 1);
    expect(limiter.hit('a').allowed).toBe(false);
    clock.advance(1); // the first request is now exactly 10 minutes old: out of the window
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 5 * MINUTE });
  });

  it('does not count refused requests, so knocking does not extend the wait', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE }, clock.now);
    limiter.hit('a');
    for (let i = 0; i < 5; i++) {
      clock.advance(10_000);
      expect(limiter.hit('a').allowed).toBe(false);
    }
    clock.advance(10_000);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('keeps a separate count per key, the empty key included', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE }, fakeClock().now);
    expect(limiter.hit('').allowed).toBe(true);
    expect(limiter.hit('').allowed).toBe(false);
    expect(limiter.hit('10.0.0.2').allowed).toBe(true);
    expect(limiter.hit('10.0.0.2').allowed).toBe(false);
  });

  it('forgets clients whose requests have all left the window', () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 5, windowMs: MINUTE }, clock.now);
    for (let i = 0; i < 100; i++) limiter.hit(`10.0.${i}.1`);
    expect(limiter.size).toBe(100);
    clock.advance(MINUTE);
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });

  it.each([
    [0, 10],
    [3, 0],
    [1.5, 10],
  ])('refuses a limit of %s per %s ms', (limit, windowMs) => {
    expect(() => new SlidingWindowLimiter({ limit, windowMs })).toThrow();
  });
});

describe('tooManyMessage', () => {
  it.each([
    [1, 'Too many requests. Please try again in 1 minute.'],
    [60_000, 'Too many requests. Please try again in 1 minute.'],
    [60_001, 'Too many requests. Please try again in 2 minutes.'],
    [10 * MINUTE, 'Too many requests. Please try again in 10 minutes.'],
  ])('%s ms: %s', (ms, text) => expect(tooManyMessage(ms)).toBe(text));
});

describe('checkRateLimit', () => {
  it('refuses with a 429 that carries the message and Retry-After in whole seconds, before the work is done', async () => {
    const clock = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 90_500 }, clock.now);
    let stored = 0;
    const app = new Hono();
    app.post('/x', (c) => {
      checkRateLimit(limiter, c, 'one');
      stored++;
      return c.json({ success: true });
    });
    // As server/app.ts answers an HttpError.
    app.onError((err, c) => (err instanceof HttpError ? c.json({ success: false, message: err.message }, err.status) : c.text('bug', 500)));
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
    const res = await app.request('/x', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('91');
    expect(await res.json()).toEqual({ success: false, message: 'Too many requests. Please try again in 2 minutes.' });
    expect(stored).toBe(1);
  });
});

describe('ENQUIRY_RATE_LIMIT', () => {
  it('unset or empty: 5 enquiries and 20 leads per 10 minutes', () => {
    expect(rateLimitsFromEnv(undefined)).toEqual({ enquiry: { limit: 5, windowMs: 600_000 }, lead: { limit: 20, windowMs: 600_000 } });
    expect(rateLimitsFromEnv('')).toBe(DEFAULT_LEAD_RATE_LIMITS);
  });

  it("'off' turns both off", () => expect(rateLimitsFromEnv('off')).toEqual({ enquiry: false, lead: false }));

  it('sets either limit, the other keeping its default', () => {
    expect(rateLimitsFromEnv('enquiry=2/30s')).toEqual({ enquiry: { limit: 2, windowMs: 30_000 }, lead: DEFAULT_LEAD_RATE_LIMITS.lead });
    expect(rateLimitsFromEnv(' lead=100/1m , enquiry=50/5m ')).toEqual({
      enquiry: { limit: 50, windowMs: 300_000 },
      lead: { limit: 100, windowMs: 60_000 },
    });
  });

  it.each(['on', 'enquiry=5', 'enquiry=0/10m', 'lead=5/0m', 'enquiry=5/10h', 'leads=5/10m'])('refuses %j, naming the variable', (value) => {
    expect(() => rateLimitsFromEnv(value)).toThrow(/ENQUIRY_RATE_LIMIT/);
  });
});
