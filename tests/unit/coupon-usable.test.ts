import { describe, expect, it } from 'vitest';
import { couponRefusal, couponRefusalText, couponUsable, dayMonthYear, type CouponLimits } from '../../src/lib/booking/couponUsable.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';

const open: CouponLimits = { active: true, validFrom: null, validTo: null, maxUses: null };
const december: CouponLimits = { ...open, validFrom: '2026-12-05', validTo: '2026-12-31' };

describe('couponRefusal: a coupon new to a booking', () => {
  it('is usable any day and any number of times without limits', () => {
    for (const today of ['2000-01-01', '2026-11-30', '2099-12-31']) expect(couponRefusal(open, today, 1_000_000)).toBeNull();
  });

  it('is refused when switched off, whatever its days and uses', () => {
    expect(couponRefusal({ ...december, active: false }, '2026-12-10', 0)).toEqual({ reason: 'inactive' });
    expect(couponUsable({ ...open, active: false }, '2026-12-10', 0)).toBe(false);
  });

  it('can be used from its first day to its last, both included', () => {
    expect(couponRefusal(december, '2026-12-04', 0)).toEqual({ reason: 'notYet', validFrom: '2026-12-05' });
    expect(couponRefusal(december, '2026-12-05', 0)).toBeNull();
    expect(couponRefusal(december, '2026-12-31', 0)).toBeNull();
    expect(couponRefusal(december, '2027-01-01', 0)).toEqual({ reason: 'expired', validTo: '2026-12-31' });
    // Dates compare as days, across months and years.
    expect(couponRefusal(december, '2026-11-30', 0)?.reason).toBe('notYet');
    expect(couponRefusal(december, '2025-12-20', 0)?.reason).toBe('notYet');
  });

  it('takes each bound alone: only a first day, or only a last day', () => {
    const from = { ...open, validFrom: '2026-12-05' };
    expect(couponUsable(from, '2026-12-04', 0)).toBe(false);
    expect(couponUsable(from, '2099-01-01', 0)).toBe(true);
    const to = { ...open, validTo: '2026-12-31' };
    expect(couponUsable(to, '2000-01-01', 0)).toBe(true);
    expect(couponUsable(to, '2027-01-01', 0)).toBe(false);
    const oneDay = { ...open, validFrom: '2026-12-25', validTo: '2026-12-25' };
    expect(['2026-12-24', '2026-12-25', '2026-12-26'].map((d) => couponUsable(oneDay, d, 0))).toEqual([false, true, false]);
  });

  it('is used up once as many bookings use it as it may be used', () => {
    const three = { ...open, maxUses: 3 };
    expect(couponRefusal(three, '2026-12-10', 0)).toBeNull();
    expect(couponRefusal(three, '2026-12-10', 2)).toBeNull();
    expect(couponRefusal(three, '2026-12-10', 3)).toEqual({ reason: 'usedUp' });
    expect(couponRefusal(three, '2026-12-10', 4)).toEqual({ reason: 'usedUp' });
  });

  it('says the first thing wrong: switched off, then its days, then its uses', () => {
    const all = { ...december, maxUses: 1 };
    expect(couponRefusal({ ...all, active: false }, '2027-02-01', 5)?.reason).toBe('inactive');
    expect(couponRefusal(all, '2026-12-01', 5)?.reason).toBe('notYet');
    expect(couponRefusal(all, '2027-02-01', 5)?.reason).toBe('expired');
    expect(couponRefusal(all, '2026-12-10', 5)?.reason).toBe('usedUp');
  });

  it("goes by India's day: 23:59 IST is still the last day, 00:00 IST is the next", () => {
    const until22 = { ...open, validTo: '2026-11-22' };
    // 18:29:59 UTC is 23:59:59 IST on the 22nd; 18:30 UTC is midnight starting the 23rd, while UTC is still on the 22nd.
    expect(couponUsable(until22, istToday(new Date('2026-11-22T18:29:59Z')), 0)).toBe(true);
    expect(couponUsable(until22, istToday(new Date('2026-11-22T18:30:00Z')), 0)).toBe(false);
  });
});

describe('the refusal as customers read it', () => {
  it('names the coupon and the day, day month year', () => {
    expect(couponRefusalText('FESTIVE', { reason: 'notYet', validFrom: '2026-12-05' })).toBe(
      'FESTIVE is not valid yet: it can be used from 5 Dec 2026',
    );
    expect(couponRefusalText('FESTIVE', { reason: 'expired', validTo: '2026-11-30' })).toBe('FESTIVE expired on 30 Nov 2026');
    expect(couponRefusalText('FESTIVE', { reason: 'usedUp' })).toBe('FESTIVE has been used as many times as it can be');
    expect(couponRefusalText('FESTIVE', { reason: 'inactive' })).toBe('FESTIVE is not a valid coupon code');
  });

  it('writes every month the same short way', () => {
    expect(['2026-01-01', '2026-06-15', '2026-09-09', '2027-12-31'].map(dayMonthYear)).toEqual([
      '1 Jan 2026',
      '15 Jun 2026',
      '9 Sep 2026',
      '31 Dec 2027',
    ]);
  });
});
