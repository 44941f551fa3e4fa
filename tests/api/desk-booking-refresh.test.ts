import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPageResponse } from '../../src/lib/api/deskBookings.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, pressOnPayPage, startPayment } from './paymentFixtures.ts';

/**
 * A booking's page reads itself again while a payment is open (the customer pays on their own
 * phone): its own call, which answers the page as it is now and, like the board's refresh, does not
 * keep the session alive, so a page left open still signs out after the idle half hour.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let app: App;
const staff = {} as Record<'frontDesk' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  app = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.frontDesk = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.editor = await addTestStaff(t.h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => t.h.close());

const refresh = (query: Record<string, string>, cookie?: string) => deskCall(app, 'bookingPageRefresh', query, { cookie });

describe("a booking's page, read again while it is paid", () => {
  it('answers the page as it is now: paying, then confirmed once the customer pays', async () => {
    const cookie = await sessionCookie(t.h.db, staff.frontDesk.id, clock.now());
    const token = await newToken(t.h);
    const bookingId = await createBooking(t.h, token, addBookingBody(addDays(istToday(clock.now()), 3)));
    const { url } = await startPayment(t.h, token, bookingId);
    const paying = await refresh({ bookingId }, cookie);
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    expect(BookingPageResponse.safeParse(paying.body).success).toBe(true);
    expect(paying.body.booking.status).toBe('payment-pending');
    expect(paying.body.booking.payments.map((p: { status: string }) => p.status)).toEqual(['pending']);

    await pressOnPayPage(t.h, url, 'Pay');
    const paid = await refresh({ bookingId }, cookie);
    expect(paid.body.booking.status).toBe('booking-confirmed');
    // The same as the page opened by a person.
    expect(paid.body).toEqual((await deskCall(app, 'bookingPage', { bookingId }, { cookie })).body);
  });

  it('does not keep a session alive: a page left refreshing alone is signed out after the idle half hour', async () => {
    const cookie = await sessionCookie(t.h.db, staff.frontDesk.id, clock.now());
    for (let minute = 5; minute <= 25; minute += 5) {
      clock.advance(5 * 60_000);
      expect((await refresh({ bookingId: 'no-such-booking' }, cookie)).status, `after ${minute} minutes`).toBe(404);
    }
    clock.advance(6 * 60_000);
    expect((await refresh({ bookingId: 'no-such-booking' }, cookie)).status).toBe(401);
    // Opened by a person, the page does keep it alive.
    const used = await sessionCookie(t.h.db, staff.frontDesk.id, clock.now());
    for (let minute = 0; minute < 6; minute++) {
      clock.advance(6 * 60_000);
      expect((await deskCall(app, 'bookingPage', { bookingId: 'no-such-booking' }, { cookie: used })).status).toBe(404);
    }
  });

  it('refuses what is not a booking id, a caller without a session and a role without the permission; nothing changes', async () => {
    const cookie = await sessionCookie(t.h.db, staff.frontDesk.id, clock.now());
    for (const query of [{}, { bookingId: '' }, { bookingId: 'a\u0000b' }, { bookingId: 'x'.repeat(5_000) }] as Record<string, string>[]) {
      const res = await refresh(query, cookie);
      expect(res.status, JSON.stringify(query).slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/^bookingId /);
    }
    expect((await refresh({ bookingId: 'no-such-booking' }, cookie)).body.message).toBe('There is no booking with that id.');
    expect((await refresh({ bookingId: 'no-such-booking' })).status).toBe(401);
    const editor = await sessionCookie(t.h.db, staff.editor.id, clock.now());
    expect((await refresh({ bookingId: 'no-such-booking' }, editor)).status).toBe(403);
  });
});
