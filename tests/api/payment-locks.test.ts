import { describe, expect, it } from 'vitest';
import { findBooking } from '../../server/repo/bookings.ts';
import { findPayment, recordEvent } from '../../server/repo/payments.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { openPaymentHarness, startPayment } from './paymentFixtures.ts';

/**
 * A payment's webhook and the server's own status check of it at one moment, in two server
 * processes on one PostgreSQL (a clean-clone run saw the database end one: "deadlock detected").
 * The webhook's transaction stores its event, a row naming the payment, before it locks the booking
 * and the payment (providerWord.ts); the check locks the booking, then the payment (settle.ts). A
 * lock taken to change a booking or a payment must not wait on a row that merely names it, or the
 * two wait on each other in a circle. Each step is taken in turn here, so the circle is certain.
 */

const step = () => {
  let done = () => {};
  const reached = new Promise<void>((resolve) => (done = resolve));
  return { done, reached };
};

describe('a webhook and a status check of one payment at once', () => {
  it('both go through, one after the other: the event stored first does not hold the check up', async () => {
    const clock = testClock();
    const t = await openPaymentHarness(clock.now);
    try {
      const token = await newToken(t.h);
      const bookingId = await createBooking(t.h, token, addBookingBody(addDays(istToday(clock.now()), 5)));
      expect((await startPayment(t.h, token, bookingId)).status).toBe(200);
      const [{ id: paymentId }] = await t.h.db.query<{ id: string }>('select id from payments where booking_id = $1', [bookingId]);
      const order: string[] = [];

      const stored = step();
      const checkHasBooking = step();
      const webhook = t.h.db.transaction(async (tx) => {
        await recordEvent(tx, {
          provider: 'phonepe',
          eventId: `evt-locks-${paymentId}`,
          paymentId,
          type: 'checkout.order.completed',
          state: 'paid',
          body: '{}',
          at: clock.now(),
        });
        stored.done();
        await checkHasBooking.reached;
        await findBooking(tx, bookingId, true);
        await findPayment(tx, paymentId, true);
        order.push('webhook');
      });
      await stored.reached;
      const check = t.h.db.transaction(async (tx) => {
        await findBooking(tx, bookingId, true);
        checkHasBooking.done();
        await findPayment(tx, paymentId, true);
        order.push('check');
      });

      const ends = await Promise.allSettled([webhook, check]);
      expect(ends.map((e) => (e.status === 'rejected' ? String((e.reason as Error).message) : 'committed'))).toEqual([
        'committed',
        'committed',
      ]);
      // The check held the booking first; the webhook waited for it, and for nothing else.
      expect(order).toEqual(['check', 'webhook']);
    } finally {
      await t.h.close();
    }
  });
});
