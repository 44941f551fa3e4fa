import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { freshPostgres, onRealPostgres } from './harness.ts';
import { openPaymentHarness, payPageButton, pressOnPayPage, readBooking, startPayment } from './paymentFixtures.ts';

/** Payments under stress: a restart in the middle, and many customers racing for few slots. */

describe('a restart between the payment start and the callback', () => {
  it('loses nothing: the payment started before it is confirmed after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pay-restart-'));
    const server = onRealPostgres ? await freshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    // The same data opened twice, as two runs of the server would: the embedded folder, or one PostgreSQL database.
    const open = () => openDatabase(server ? { databaseUrl: server.url } : { dataDir: dir });
    try {
      const clock = testClock();
      const first = await openPaymentHarness(clock.now, { db: await open() });
      const token = await newToken(first.h);
      const bookingId = await createBooking(first.h, token, addBookingBody(addDays(istToday(clock.now()), 3)));
      const { url } = await startPayment(first.h, token, bookingId);
      await first.h.close();

      const second = await openPaymentHarness(clock.now, { db: await open() });
      try {
        // The customer, still on the provider's page, pays; its callback reaches the restarted server.
        const back = await pressOnPayPage(second.h, url, 'Pay');
        expect([302, 303]).toContain(back.status);
        const b = await readBooking(second.h, token, bookingId);
        expect(b.status).toBe('booking-confirmed');
        expect(b.invoice).not.toBe('');
      } finally {
        await second.h.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
      await server?.drop();
    }
  }, 600_000); // opens new databases of its own: seconds apiece on an idle machine, minutes on a busy one
});

describe('200 customers racing for 20 slots through payment', () => {
  // 200 bookings through payment: about 15 s on an idle machine, past 120 s on a busy one.
  it('end with at most one sale per slot, and every sale paid', { timeout: 600_000 }, async () => {
    const clock = testClock();
    const t = await openPaymentHarness(clock.now);
    try {
      const dates = Array.from({ length: 20 }, (_, i) => addDays(istToday(clock.now()), 10 + i));
      const customers = Array.from({ length: 200 }, (_, i) => ({ date: dates[i % 20], phone: `9${String(100000000 + i).slice(-9)}` }));
      const tokens = await Promise.all(customers.map(() => newToken(t.h)));
      // Everyone books at once, then everyone who got a booking pays at once (and presses Pay twice).
      const booked = await Promise.all(
        customers.map(async (c, i) => {
          const res = await t.h.post('booking/new/addbooking', addBookingBody(c.date, { userPhone: c.phone }), auth(tokens[i]));
          return res.status === 200 ? { token: tokens[i], bookingId: res.body.bookingId as string } : null;
        }),
      );
      const winners = booked.filter((b) => b !== null);
      expect(winners.length).toBeLessThanOrEqual(20);
      await Promise.all(
        winners.map(async (w) => {
          const { url } = await startPayment(t.h, w.token, w.bookingId);
          // Pay pressed twice on the page once it has loaded: a double click.
          const pay = await payPageButton(t.h, url, 'Pay');
          await Promise.all([pay(), pay()]);
        }),
      );
      // The losers' holds are gone; a second wave tries the same slots and pays too.
      const second = await Promise.all(
        customers.slice(0, 40).map(async (c, i) => {
          const token = await newToken(t.h);
          const res = await t.h.post('booking/new/addbooking', addBookingBody(c.date, { userPhone: c.phone }), auth(token));
          return res.status;
        }),
      );
      expect(second.every((s) => s === 406)).toBe(true);
      const sales = await t.h.db.query<{ n: number }>(
        `select count(*)::int as n from slot_holds where status = 'confirmed' group by theatre_id, slot_id, slot_date having count(*) > 1`,
      );
      expect(sales).toEqual([]);
      const confirmed = await t.h.db.query<{ slot_date: string; n: number }>(
        `select slot_date::text, count(*)::int as n from bookings where status = 'booking-confirmed' and slot_date = any($1::date[]) group by slot_date`,
        [dates],
      );
      expect(confirmed.every((r) => r.n === 1)).toBe(true);
      expect(confirmed).toHaveLength(winners.length);
      const charged = await t.h.db.query<{ n: number }>(`select count(*)::int as n from payments where status = 'paid'`);
      // Pay pressed twice on one page is one payment: nothing to refund, nobody charged twice.
      const refunds = await t.h.db.query(`select 1 from payments where status like 'refund%'`);
      expect(refunds).toEqual([]);
      expect(charged[0].n).toBe(winners.length);
    } finally {
      await t.h.close();
    }
  });
});
