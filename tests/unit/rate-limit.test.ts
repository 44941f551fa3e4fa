import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tooManyMessage } from '../../server/http/rateLimit.ts';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../../server/http/rateLimitConfig.ts';

// The sliding window itself is counted in the database: tests/api/rate-limit-window.test.ts.

describe('tooManyMessage', () => {
  it.each([
    [1, 'Too many requests. Please try again in 1 minute.'],
    [60_000, 'Too many requests. Please try again in 1 minute.'],
    [60_001, 'Too many requests. Please try again in 2 minutes.'],
    [10 * 60_000, 'Too many requests. Please try again in 10 minutes.'],
  ])('%s ms: %s', (ms, text) => expect(tooManyMessage(ms)).toBe(text));
});

describe('retryAfterSeconds', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [90_500, 91],
    [600_000, 600],
  ])('%s ms: %s s', (ms, s) => expect(retryAfterSeconds(ms)).toBe(s));
});

describe('ENQUIRY_RATE_LIMIT', () => {
  it('unset or empty: 5 enquiries, 20 leads and 30 coupon checks per 10 minutes; 20 failed sign-ins per address, 5 per phone and 5 per known device per 15 minutes; 300 calls of /my-booking and 20 wrong links per 10 minutes', () => {
    expect(rateLimitsFromEnv(undefined)).toEqual({
      enquiry: { limit: 5, windowMs: 600_000 },
      lead: { limit: 20, windowMs: 600_000 },
      coupon: { limit: 30, windowMs: 600_000 },
      login: { limit: 20, windowMs: 900_000 },
      loginPhone: { limit: 5, windowMs: 900_000 },
      loginDevice: { limit: 5, windowMs: 900_000 },
      manage: { limit: 300, windowMs: 600_000 },
      manageMiss: { limit: 20, windowMs: 600_000 },
    });
    expect(rateLimitsFromEnv('')).toBe(DEFAULT_RATE_LIMITS);
  });

  it("'off' turns every limit off", () =>
    expect(rateLimitsFromEnv('off')).toEqual({
      enquiry: false,
      lead: false,
      coupon: false,
      login: false,
      loginPhone: false,
      loginDevice: false,
      manage: false,
      manageMiss: false,
    }));

  it('sets any limit, the others keeping their defaults (the older two-part form included)', () => {
    expect(rateLimitsFromEnv('enquiry=2/30s')).toEqual({ ...DEFAULT_RATE_LIMITS, enquiry: { limit: 2, windowMs: 30_000 } });
    expect(rateLimitsFromEnv(' lead=100/1m , enquiry=50/5m ')).toEqual({
      enquiry: { limit: 50, windowMs: 300_000 },
      lead: { limit: 100, windowMs: 60_000 },
      coupon: DEFAULT_RATE_LIMITS.coupon,
      login: DEFAULT_RATE_LIMITS.login,
      loginPhone: DEFAULT_RATE_LIMITS.loginPhone,
      loginDevice: DEFAULT_RATE_LIMITS.loginDevice,
      manage: DEFAULT_RATE_LIMITS.manage,
      manageMiss: DEFAULT_RATE_LIMITS.manageMiss,
    });
    expect(rateLimitsFromEnv('manage=60/1m,manageMiss=5/10m')).toMatchObject({
      manage: { limit: 60, windowMs: 60_000 },
      manageMiss: { limit: 5, windowMs: 600_000 },
    });
    expect(rateLimitsFromEnv('enquiry=5/10m,lead=20/10m,coupon=10/1m').coupon).toEqual({ limit: 10, windowMs: 60_000 });
    expect(rateLimitsFromEnv('login=3/1m,loginPhone=2/30s,loginDevice=4/5m')).toMatchObject({
      login: { limit: 3, windowMs: 60_000 },
      loginPhone: { limit: 2, windowMs: 30_000 },
      loginDevice: { limit: 4, windowMs: 300_000 },
    });
  });

  it("turns one limit off with 'name=off'", () => {
    expect(rateLimitsFromEnv('coupon=off')).toEqual({ ...DEFAULT_RATE_LIMITS, coupon: false });
  });

  it.each([
    'on',
    'enquiry=5',
    'enquiry=0/10m',
    'lead=5/0m',
    'enquiry=5/10h',
    'leads=5/10m',
    'coupons=5/1m',
    'coupon=of',
    'logins=5/1m',
    'loginphone=5/1m',
    'off,lead=1/1m',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => rateLimitsFromEnv(value)).toThrow(/ENQUIRY_RATE_LIMIT/);
  });
});
