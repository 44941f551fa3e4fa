import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.ts';
import { seed } from '../../server/db/seed/data/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/data/customers.ts';
import { loadConfig } from '../../server/config.ts';
import { demoSignInLine } from '../../server/db/seed/demoSignIn.ts';
import { pointsOf } from '../../src/lib/profile/points.ts';
import { toPaise } from '../../src/lib/money.ts';

const unique = (values: string[]) => new Set(values).size === values.length;

describe('seeded customers', () => {
  it('sign in with the demo password, each hash salted on its own', async () => {
    for (const c of seed.customers) expect(await verifyPassword(DEMO_PASSWORD, c.passwordHash), c._id).toBe(true);
    expect(unique(seed.customers.map((c) => c.passwordHash))).toBe(true);
  });

  it('have unique ids, phones and referral codes, phones as the booking forms take them', () => {
    expect(unique(seed.customers.map((c) => c._id))).toBe(true);
    expect(unique(seed.customers.map((c) => c.phone))).toBe(true);
    expect(unique(seed.customers.map((c) => c.referralCode))).toBe(true);
    for (const c of seed.customers) expect(c.phone).toMatch(/^[6-9]\d{9}$/);
  });

  it('refer only customers that exist, and one referral at least', () => {
    const ids = new Set(seed.customers.map((c) => c._id));
    const referred = seed.customers.filter((c) => c.referredBy);
    expect(referred.length).toBeGreaterThanOrEqual(1);
    for (const c of referred) expect(ids.has(c.referredBy!)).toBe(true);
  });

  it('have past bookings in real theatres, slots and occasions, belonging to a customer by id or by phone', () => {
    const phones = new Set(seed.customers.map((c) => c.phone));
    expect(unique(seed.bookings.map((b) => b._id))).toBe(true);
    expect(unique(seed.bookings.map((b) => b.orderId))).toBe(true);
    for (const b of seed.bookings) {
      const theatre = seed.theatres.find((t) => t._id === b.theatreId);
      expect(
        theatre?.slots.some((s) => s._id === b.slotId),
        b._id,
      ).toBe(true);
      expect(
        seed.occasions.some((o) => o._id === b.occasionId),
        b._id,
      ).toBe(true);
      expect(b.date < '2026-01-01', b._id).toBe(true);
      expect(phones.has(b.userPhone), b._id).toBe(true);
    }
    expect(seed.bookings.some((b) => b.customerId === null)).toBe(true);
  });

  it('earn non-trivial points: a reward over ₹5,000, a referral and a welcome', () => {
    const totals = (phone: string) =>
      seed.bookings
        .filter((b) => b.userPhone === phone && b.status === 'booking-confirmed')
        .map((b) => toPaise(b.theatrePrice + b.occasionPrice + b.cakesPrice + b.addonsPrice));
    const ananya = pointsOf({ confirmedTotalsPaise: totals('9876500001'), referred: false, friendsWhoBooked: 1 });
    expect(ananya).toMatchObject({ reward: 1213, referral: 500, total: 1713, usableShare: 0.75 });
    const rohan = pointsOf({ confirmedTotalsPaise: totals('9876500002'), referred: true, friendsWhoBooked: 0 });
    expect(rohan).toMatchObject({ reward: 0, referral: 200, usableShare: 0.5 });
  });
});

describe('the demo sign-in line', () => {
  it('names a seeded phone and the demo password in development', () => {
    expect(demoSignInLine(loadConfig({}))).toBe(`Demo sign-in at /profile: phone ${seed.customers[0]!.phone}, password ${DEMO_PASSWORD}`);
  });

  it('is never printed with a production flag or a real database', () => {
    expect(demoSignInLine(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }))).toBeUndefined();
    expect(demoSignInLine(loadConfig({ DATABASE_URL: 'postgres://db.example/theatre' }))).toBeUndefined();
  });
});
