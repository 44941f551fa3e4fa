import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { LIMIT_NAMES, type RateLimits } from '../../server/http/rateLimitConfig.ts';
import { orderIdOf } from '../../server/repo/bookings.ts';
import { NO_SUCH_BOOKING } from '../../server/routes/myBooking.ts';
import { API_PREFIX, MY_BOOKING_CALENDAR_PATH, routes } from '../../src/lib/api/routes.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { AURORA, postFrom, testClock } from './bookingFixtures.ts';
import { storedBooking } from './bookingRecords.ts';
import { calendarOf, linkToken, myBooking, myCall, type MyCall } from './myBookingFixtures.ts';
import { openPaymentHarness, paidBooking, type PaymentHarness } from './paymentFixtures.ts';

/**
 * Which token opens which booking on /my-booking: the token of a booking's link opens that booking
 * alone; any other (changed, cut short, lengthened, of no booking) is told the same 404, whatever
 * the call; a token of the wrong shape or type is a 400 naming it; nothing is ever a 500, and a
 * wrong token changes nothing. An address trying tokens is stopped ('manageMiss'), one using its
 * own link only by the calls' own limit ('manage').
 */

/** 10:30 in India on a Sunday. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: PaymentHarness;
let mine: { bookingId: string; link: string; date: string };
let theirs: { bookingId: string; link: string; date: string };

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  for (const [i, who] of [
    [5, 'mine'],
    [6, 'theirs'],
  ] as const) {
    const b = await paidBooking(t, addDays(istToday(clock.now()), i));
    const made = { ...b, link: await linkToken(t.h.db, b.bookingId) };
    if (who === 'mine') mine = made;
    else theirs = made;
  }
});
afterAll(() => t.h.close());

/** Each call's body with everything right but the token. */
const bodies = (token: unknown): [MyCall, Record<string, unknown>][] => {
  const target = { theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: mine.date };
  return [
    ['myBooking', { token }],
    ['myBookingSlots', { token, date: mine.date }],
    ['rescheduleQuote', { token, ...target }],
    ['reschedule', { token, ...target, expectedTotal: 1799 }],
    ['payRest', { token, amount: 1398 }],
    ['cancelMyBooking', { token, expectedRefund: 750 }],
  ];
};

describe('the token of a booking’s link', () => {
  it('opens its own booking, and another booking’s token opens that one, not this one', async () => {
    expect((await myBooking(t.h, mine.link)).orderId).toBe(await orderIdOf(t.h.db, mine.bookingId));
    expect((await myBooking(t.h, theirs.link)).orderId).toBe(await orderIdOf(t.h.db, theirs.bookingId));
    expect(mine.link).not.toBe(theirs.link);
    // Made once and kept: every message about the booking carries the same working link.
    expect(await linkToken(t.h.db, mine.bookingId)).toBe(mine.link);
    const slots = await myCall(t.h, 'myBookingSlots', { token: theirs.link, date: theirs.date });
    const aurora = slots.body.theatres.find((th: { id: string }) => th.id === AURORA.id);
    expect(aurora.slots.filter((s: { current: boolean }) => s.current).map((s: { slotId: string }) => s.slotId)).toEqual([
      AURORA.slot1.slotId,
    ]);
  });

  it('changed, cut short, lengthened or made up: the same 404 for every call, and nothing changes', async () => {
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const wrong = [
      mine.link.slice(0, -1) + flip(mine.link.at(-1)!),
      flip(mine.link[0]) + mine.link.slice(1),
      mine.link.slice(0, -1),
      `${mine.link}A`,
      mine.link.toUpperCase() === mine.link ? mine.link.toLowerCase() : mine.link.toUpperCase(),
      randomBytes(32).toString('base64url'),
      mine.bookingId,
      '',
    ];
    for (const token of wrong) {
      for (const [call, body] of bodies(token)) {
        const res = await myCall(t.h, call, body);
        expect([res.status, res.body], `${call} ${token}`).toEqual([404, { success: false, message: NO_SUCH_BOOKING }]);
      }
      const ics = await calendarOf(t.h, token);
      expect([ics.status, await ics.json()]).toEqual([404, { success: false, message: NO_SUCH_BOOKING }]);
    }
    expect((await storedBooking(t.h.db, mine.bookingId)).status).toBe('booking-confirmed');
    expect(await t.h.db.query('select 1 from desk_refunds where booking_id = $1', [mine.bookingId])).toEqual([]);
  });

  it('of the wrong shape or type is a 400 naming the token; NUL and 10 kB too; never a 500', async () => {
    const hostile: unknown[] = [
      `${mine.link}\u0000`,
      `\u0000${mine.link.slice(1)}`,
      'x'.repeat(10_000),
      `${mine.link} `,
      'a.b.c',
      42,
      null,
      true,
      [mine.link],
      { token: mine.link },
    ];
    for (const token of hostile)
      for (const [call, body] of bodies(token)) {
        const res = await myCall(t.h, call, body);
        expect(res.status, `${call} ${JSON.stringify(token).slice(0, 40)}`).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['token']);
      }
    for (const [call] of bodies(''))
      expect(
        (await myCall(t.h, call, {})).body.errors.map((e: { field: string }) => e.field),
        call,
      ).toContain('token');
    // The calendar's token is in its address: whatever it holds, it opens nothing.
    for (const query of ['%00', encodeURIComponent(`${mine.link}\u0000`), 'x'.repeat(10_000), '%E0%A4', `${mine.link.slice(0, -1)}+`, ''])
      expect((await t.h.app.request(`${API_PREFIX}${MY_BOOKING_CALENDAR_PATH}?t=${query}`)).status, query.slice(0, 20)).toBe(404);
    expect((await t.h.app.request(`${API_PREFIX}${MY_BOOKING_CALENDAR_PATH}`)).status).toBe(404);
    expect(await t.h.post(routes.myBooking.path, 'not json')).toMatchObject({ status: 400 });
  });
});

describe('rate limits per client address', () => {
  it('stops an address after its wrong tokens (manageMiss), its right one only after the calls’ own limit (manage)', async () => {
    const window = 10 * 60_000;
    const limits = {
      ...Object.fromEntries(LIMIT_NAMES.map((name) => [name, false])),
      manage: { limit: 8, windowMs: window },
      manageMiss: { limit: 3, windowMs: window },
    } as RateLimits;
    const app = createApp({ db: t.h.db, now: clock.now, payments: t.payments, rateLimits: limits });
    const open = (ip: string, token: string) => postFrom(app, ip, routes.myBooking.path, { token });
    const miss = randomBytes(32).toString('base64url');

    // 203.0.113.7 tries tokens: three wrong ones are told so, the fourth try is refused, and so is its right link then.
    for (let i = 0; i < 3; i++) expect((await open('203.0.113.7', miss)).status).toBe(404);
    const refused = await open('203.0.113.7', miss);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await open('203.0.113.7', mine.link)).status).toBe(429);
    const ics = await app.request(
      `${API_PREFIX}${MY_BOOKING_CALENDAR_PATH}?t=${mine.link}`,
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(ics.status).toBe(429);

    // 203.0.113.8 mistypes twice, then opens its link five times: those are not misses, so a third miss is still only a 404.
    for (let i = 0; i < 2; i++) expect((await open('203.0.113.8', miss)).status).toBe(404);
    for (let i = 0; i < 5; i++) expect((await open('203.0.113.8', mine.link)).status).toBe(200);
    expect((await open('203.0.113.8', miss)).status).toBe(404);
    // Eight calls in the window: the ninth is refused, right link or not.
    expect((await open('203.0.113.8', mine.link)).status).toBe(429);

    // Another address is not held back by either, and the window passing lets both in again.
    expect((await open('203.0.113.9', mine.link)).status).toBe(200);
    clock.advance(window + 1000);
    try {
      expect((await open('203.0.113.7', mine.link)).status).toBe(200);
      expect((await open('203.0.113.8', mine.link)).status).toBe(200);
    } finally {
      clock.advance(-(window + 1000));
    }
  });
});
