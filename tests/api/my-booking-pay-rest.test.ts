import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { NO_SUCH_BOOKING } from '../../server/routes/myBooking.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { testClock } from './bookingFixtures.ts';
import { historyOf, providerRefundsOf, storedBooking } from './bookingRecords.ts';
import { bookingLock, paymentsFor, raceAtLock } from './changePaymentFixtures.ts';
import { messagesOf } from './messagesQueuedFixtures.ts';
import { myBooking, myCall, openManageHarness, type ManageHarness } from './myBookingFixtures.ts';
import { pressOnPayPage } from './paymentFixtures.ts';

/**
 * Pay the rest from /my-booking: what is left to pay, paid online before the slot on PhonePe's
 * page. Paid, the booking is paid in full, its invoice made again and the customer told once;
 * declined, nothing changes; a second click opens the same page; a stale amount or nothing left is
 * refused; the desk cannot record the same money at the venue meanwhile; a later cancellation
 * refunds through both payments.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: ManageHarness['t'];
let asManager: ManageHarness['asManager'];
let booking: ManageHarness['booking'];

beforeAll(async () => ({ t, asManager, booking } = await openManageHarness(clock)));
afterAll(() => t.h.close());

const stored = (id: string) => storedBooking(t.h.db, id);
const payRest = (body: unknown) => myCall(t.h, 'payRest', body);
const received = async (id: string) => (await messagesOf(t.h.db, id)).filter((m) => m.kind === 'payment-received');
const balances = (id: string) => paymentsFor(t.h.db, id, 'balance');

describe('Pay the rest', () => {
  it('opens one pay page for a double click; paid, the booking is paid in full, its invoice made again, the customer told once', async () => {
    const b = await booking();
    const both = await Promise.all([1, 2].map(() => payRest({ token: b.link, amount: 1398 })));
    for (const res of both) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(both[1].body.redirectUrl).toBe(both[0].body.redirectUrl);
    expect(both[0].body.message).toBe('Pay ₹1,398 on the payment page; your booking is then paid in full.');
    expect(await balances(b.bookingId)).toMatchObject([{ status: 'pending', amount: 139_800 }]);
    // Paying, the booking stays confirmed as it was.
    expect(await stored(b.bookingId)).toMatchObject({ status: 'booking-confirmed', amount_paid: 75_000, remaining_amount: 139_800 });
    expect((await myBooking(t.h, b.link)).openPayment).toMatchObject({
      purpose: 'balance',
      amount: 1398,
      redirectUrl: both[0].body.redirectUrl,
    });

    const back = await pressOnPayPage(t.h, both[0].body.redirectUrl, 'Pay');
    expect(back.headers.get('location')).toBe(`${IN_PROCESS_ORIGIN}/my-booking?t=${b.link}`);
    expect(await stored(b.bookingId)).toMatchObject({
      ...{ status: 'booking-confirmed', amount_paid: 214_800, remaining_amount: 0, payment_type: 'fullpayment' },
    });
    expect(await balances(b.bookingId)).toMatchObject([{ status: 'paid' }]);
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toMatch(/^the customer paid the rest online: ₹1,398 \(payment PAY_\w+\)$/);
    const pdf = (await pdfPagesText(new Uint8Array(await (await t.h.app.request((await stored(b.bookingId)).invoice)).arrayBuffer()))).join(
      '\n',
    );
    expect(pdf).toContain('Paid in full');
    expect(pdf).toContain('Rs. 2,148');
    expect(await received(b.bookingId)).toHaveLength(1);
    // The provider's word again (the reconciler, a repeated webhook) changes nothing.
    await t.reconcile();
    expect(await received(b.bookingId)).toHaveLength(1);
    // Nothing is left: asked again, it is refused.
    expect(await payRest({ token: b.link, amount: 0 })).toMatchObject({ status: 409, body: { message: 'Nothing is left to pay.' } });
  });

  it('declined: nothing changes, and it can be paid again; a lost callback is settled when the page asks', async () => {
    const b = await booking();
    const first = await payRest({ token: b.link, amount: 1398 });
    await pressOnPayPage(t.h, first.body.redirectUrl, 'Decline');
    expect(await balances(b.bookingId)).toMatchObject([{ status: 'failed' }]);
    expect(await stored(b.bookingId)).toMatchObject({ amount_paid: 75_000, remaining_amount: 139_800, payment_type: 'advance' });
    expect(await received(b.bookingId)).toEqual([]);

    const again = await payRest({ token: b.link, amount: 1398 });
    expect(again.body.redirectUrl).not.toBe(first.body.redirectUrl);
    t.control.deliverWebhooks = false;
    try {
      await pressOnPayPage(t.h, again.body.redirectUrl, 'Pay');
      expect((await stored(b.bookingId)).remaining_amount).toBe(139_800);
      // Back on /my-booking: the page asks the provider (at most every 3 s) instead of waiting for the callback.
      clock.advance(4000);
      expect(await myBooking(t.h, b.link)).toMatchObject({ amountPaid: 2148, remainingAmount: 0, openPayment: null });
    } finally {
      t.control.deliverWebhooks = true;
    }
  });

  it('refuses a stale amount with the figure now, an unpaid, cancelled or begun booking, and hostile input', async () => {
    const b = await booking();
    const stale = await payRest({ token: b.link, amount: 1000 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('What is left to pay is now ₹1,398. Nothing was charged; please check it and pay again.');
    expect(stale.body.errors).toMatchObject([{ field: 'amount', expected: 1398 }]);
    for (const [body, status] of [
      [{ token: b.link, amount: '1398' }, 400],
      [{ token: b.link, amount: -1398 }, 400],
      [{ token: b.link, amount: 1398.001 }, 400],
      [{ token: b.link }, 400],
      [{ token: `${b.link}\u0000`, amount: 1398 }, 400],
      [{ token: 'x'.repeat(100_000), amount: 1398 }, 413],
      [{ token: 7, amount: 1398 }, 400],
      [{ token: 'A'.repeat(43), amount: 1398 }, 404],
      [{ token: b.link, amount: 1e300 }, 409],
      [[b.link, 1398], 400],
    ] as const) {
      const res = await payRest(body);
      expect(res.status, JSON.stringify([body, res.body]).slice(0, 300)).toBe(status);
      if (status === 404) expect(res.body.message).toBe(NO_SUCH_BOOKING);
    }
    expect(await balances(b.bookingId)).toEqual([]);

    const unpaid = await booking({ pay: 'none' });
    expect((await payRest({ token: unpaid.link, amount: 2148 })).body.message).toBe('This booking is not confirmed: it has not been paid.');
    const cancelled = await booking();
    await asManager('bookingCancel', { cause: 'customer-asked', bookingId: cancelled.bookingId, amount: 750, reason: '' });
    expect(await payRest({ token: cancelled.link, amount: 1398 })).toMatchObject({
      status: 409,
      body: { message: 'This booking is cancelled.' },
    });
    const begun = await booking();
    clock.set(new Date(istInstant(begun.date, '09:00') + 60_000));
    try {
      expect((await payRest({ token: begun.link, amount: 1398 })).status).toBe(409);
    } finally {
      clock.set(START);
    }
    for (const x of [unpaid, cancelled, begun]) expect(await balances(x.bookingId)).toEqual([]);
  });

  it('while the customer pays online the desk records nothing; the desk and the customer at once: the rest is paid once', async () => {
    const b = await booking();
    const open = await payRest({ token: b.link, amount: 1398 });
    const atVenue = await asManager('bookingRecordPayment', {
      bookingId: b.bookingId,
      left: 1398,
      lines: [{ method: 'cash', reference: '', amount: 1398 }],
    });
    expect(atVenue.status).toBe(409);
    expect(atVenue.body.message).toMatch(
      /^The customer is paying the rest online right now \(their payment page is open until \d{1,2}:\d\d [ap]m\)\. Nothing was recorded/,
    );
    await pressOnPayPage(t.h, open.body.redirectUrl, 'Decline');
    expect(
      (
        await asManager('bookingRecordPayment', {
          bookingId: b.bookingId,
          left: 1398,
          lines: [{ method: 'cash', reference: '', amount: 1398 }],
        })
      ).status,
    ).toBe(200);

    const raced = await booking();
    const [customer, staff] = await raceAtLock(t.h.db, bookingLock(raced.bookingId), 2, () => [
      payRest({ token: raced.link, amount: 1398 }),
      asManager('bookingRecordPayment', {
        bookingId: raced.bookingId,
        left: 1398,
        lines: [{ method: 'upi', reference: '412345678901', amount: 1398 }],
      }),
    ]);
    expect([customer.status, staff.status].sort(), JSON.stringify([customer.body, staff.body])).toEqual([200, 409]);
    if (customer.status === 200) await pressOnPayPage(t.h, customer.body.redirectUrl, 'Pay');
    expect(await stored(raced.bookingId)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
    const venue = await t.h.db.query('select amount from venue_payments where booking_id = $1', [raced.bookingId]);
    expect(venue.length + (await balances(raced.bookingId)).filter((p) => p.status === 'paid').length).toBe(1);
  });

  it('paid at the last moment with its callback lost, after which the desk recorded the rest: refunded, nothing counted twice', async () => {
    const b = await booking();
    const open = await payRest({ token: b.link, amount: 1398 });
    t.control.deliverWebhooks = false;
    try {
      await pressOnPayPage(t.h, open.body.redirectUrl, 'Pay');
    } finally {
      t.control.deliverWebhooks = true;
    }
    // Past the pay page's expiry the desk may take the money at the venue; the server then learns the page was paid.
    clock.advance(16 * 60_000);
    try {
      expect(
        (
          await asManager('bookingRecordPayment', {
            bookingId: b.bookingId,
            left: 1398,
            lines: [{ method: 'cash', reference: '', amount: 1398 }],
          })
        ).status,
      ).toBe(200);
      await t.reconcile();
    } finally {
      clock.set(START);
    }
    expect(await balances(b.bookingId)).toMatchObject([{ status: 'refunded' }]);
    expect(await stored(b.bookingId)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
    expect((await stored(b.bookingId)).status_note).toContain(
      'Your payment of ₹1,398 to pay the rest could not be used: the rest was paid meanwhile.',
    );
    expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([139_800]);
    expect(await received(b.bookingId)).toEqual([]);
  });

  it('a cancellation after the rest was paid online refunds through both payments', async () => {
    const b = await booking();
    await pressOnPayPage(t.h, (await payRest({ token: b.link, amount: 1398 })).body.redirectUrl, 'Pay');
    const cancel = await asManager('bookingCancel', { cause: 'customer-asked', bookingId: b.bookingId, amount: 2148, reason: '' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await providerRefundsOf(t.h.db, b.bookingId)).sort((x, y) => x - y)).toEqual([75_000, 139_800]);
    const rows = await t.h.db.query<{ amount: number; payment_id: string }>(
      'select amount, payment_id from desk_refunds where booking_id = $1',
      [b.bookingId],
    );
    expect(new Set(rows.map((r) => r.payment_id)).size).toBe(2);
    expect(await stored(b.bookingId)).toMatchObject({ status: 'cancelled', amount_paid: 0 });
  });
});
