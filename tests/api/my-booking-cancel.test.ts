import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSlot } from '../../server/repo/slotHolds.ts';
import { orderIdOf } from '../../server/repo/bookings.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { deskRefundsOf, historyOf, providerRefundsOf, statuses, storedBooking } from './bookingRecords.ts';
import { addTestStaff, databaseDigest, type TestStaff } from './deskFixtures.ts';
import { bookingLock, raceAtLock } from './changePaymentFixtures.ts';
import { messagesOf } from './messagesQueuedFixtures.ts';
import { changePayment, myBooking, myCall, openManageHarness, type ManageHarness } from './myBookingFixtures.ts';
import { paidBooking, slotBooked, type PaymentHarness } from './paymentFixtures.ts';

/**
 * Cancel booking on /my-booking: the refund the policy gives, shown first and refunded once through
 * every online payment it goes back through; the slot free again at once; the booking's history,
 * the desk's page and the customer's message say so. A double click, two tabs, the desk's Cancel
 * and refund at the same moment: one wins, the others are told 409. A refund shown before the
 * policy changed its mind, or a slot already begun, is refused with nothing done.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: PaymentHarness;
let as: ManageHarness['as'];
let booking: ManageHarness['booking'];
let manager: TestStaff;

beforeAll(async () => {
  ({ t, as, booking } = await openManageHarness(clock));
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => t.h.close());

const asManager = (name: Parameters<typeof as>[1], input: unknown) => as(manager, name, input);
const cancel = (token: string, expectedRefund: number) => myCall(t.h, 'cancelMyBooking', { token, expectedRefund });

/** Sets the calls off while the booking's row is locked by another transaction, and lets them go together once all wait on it. */
const together = <T>(bookingId: string, calls: (() => Promise<T>)[]): Promise<T[]> =>
  raceAtLock(t.h.db, bookingLock(bookingId), calls.length, () => calls.map((call) => call()));

describe('Cancel booking', () => {
  it('refunds what the policy gives, frees the slot at once, and says so to the customer, in the history and at the desk', async () => {
    const b = await booking();
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(true);
    const shown = await myBooking(t.h, b.link);
    expect(shown.cancelRefund).toBe(750);

    const res = await cancel(b.link, shown.cancelRefund);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = await orderIdOf(t.h.db, b.bookingId);
    expect(res.body.message).toBe(
      `Your booking ${orderId} is cancelled. We are refunding ₹750 to the way you paid online: it reaches your account in 5-7 working days.`,
    );
    expect(res.body.booking).toMatchObject({
      status: 'cancelled',
      readOnly: true,
      statusNote: expect.stringMatching(/^Your booking was cancelled\. We are refunding ₹750/),
      refusals: { cancel: 'This booking is cancelled.' },
    });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(false);
    expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([75_000]);
    const [refund] = await deskRefundsOf(t.h.db, b.bookingId);
    expect(refund).toMatchObject({ amount: 75_000, status: 'refunded', kind: 'cancel', reason: '' });
    expect(await t.h.db.query('select staff_id, by_customer from desk_refunds where booking_id = $1', [b.bookingId])).toEqual([
      { staff_id: null, by_customer: true },
    ]);
    expect(await storedBooking(t.h.db, b.bookingId)).toMatchObject({ status: 'cancelled', amount_paid: 0, remaining_amount: 0 });
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)).toEqual({
      status: 'cancelled',
      note: `cancelled by the customer: refund ${refund.id} of ₹750 online. Cancelled 72 hours or more before the slot: the advance is refunded in full.`,
    });
    // The desk's page shows it cancelled, by the customer, with the refund.
    const page = (await asManager('bookingPage', { bookingId: b.bookingId })).body.booking;
    expect(page).toMatchObject({ status: 'cancelled', money: { total: 2148, paid: 0, leftToCollect: 0 } });
    expect(page.refunds).toMatchObject([{ id: refund.id, amount: 750, kind: 'cancel' }]);
    // The customer's message, once.
    expect((await messagesOf(t.h.db, b.bookingId)).filter((m) => m.kind === 'booking-cancelled').map((m) => m.channel)).toEqual(['email']);
    // The slot sells again.
    expect((await paidBooking(t, b.date, { pay: 'none' })).bookingId).toBeTruthy();
  });

  it('a double click and a second tab at once: one cancels and refunds once, the others are told 409', async () => {
    const b = await booking();
    const answers = await together(b.bookingId, [() => cancel(b.link, 750), () => cancel(b.link, 750), () => cancel(b.link, 750)]);
    expect(statuses(answers)).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toEqual({ success: false, message: 'This booking is cancelled.' });
    expect((await cancel(b.link, 750)).status).toBe(409);
    expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([75_000]);
    expect(await deskRefundsOf(t.h.db, b.bookingId)).toHaveLength(1);
    expect((await historyOf(t.h.db, b.bookingId)).filter((h) => h.status === 'cancelled')).toHaveLength(1);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(false);
  });

  it('racing the desk’s Cancel and refund: one of them cancels, the other is told 409, and the money goes back once', async () => {
    for (const deskFirst of [false, true]) {
      const b = await booking();
      const customer = () => cancel(b.link, 750);
      const staff = () => asManager('bookingCancel', { cause: 'customer-asked', bookingId: b.bookingId, amount: 750 });
      const [mine, theirs] = await together<{ status: number; body: any }>(
        b.bookingId,
        deskFirst ? [staff, customer] : [customer, staff],
      ).then((a) => (deskFirst ? [a[1], a[0]] : a));
      expect(statuses([mine, theirs])).toEqual([200, 409]);
      const loser = mine.status === 409 ? mine : theirs;
      expect(loser.body.message).toBe(mine.status === 409 ? 'This booking is cancelled.' : 'This booking is cancelled already.');
      expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([75_000]);
      expect((await historyOf(t.h.db, b.bookingId)).filter((h) => h.status === 'cancelled').map((h) => h.note)).toEqual([
        expect.stringMatching(mine.status === 200 ? /^cancelled by the customer: / : /^cancelled by Mona Manager: /),
      ]);
    }
  });

  it('a refund the policy no longer gives is refused with the refund now, and nothing changes', async () => {
    // Two days on: inside the 72-hour window, so the advance is kept and nothing is refunded.
    const b = await booking({ daysAhead: 2 });
    const shown = await myBooking(t.h, b.link);
    expect(shown).toMatchObject({ cancelRefund: 0, refusals: { cancel: '' } });
    const before = await databaseDigest(t.h.db);
    for (const stale of [750, 0.01, 2148]) {
      const res = await cancel(b.link, stale);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(
        /^Cancelling now refunds ₹0, not the ₹[\d,.]+ shown: the refund policy counts the hours before your slot\./,
      );
      expect(res.body.cancelRefund).toBe(0);
    }
    expect(await databaseDigest(t.h.db)).toEqual(before);

    const res = await cancel(b.link, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(
      /is cancelled\. As it was cancelled less than 72 hours before the slot, the advance of ₹750 is not refundable under our refund policy\.$/,
    );
    expect(await deskRefundsOf(t.h.db, b.bookingId)).toEqual([]);
    expect(await storedBooking(t.h.db, b.bookingId)).toMatchObject({ status: 'cancelled', amount_paid: 75_000 });
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toBe(
      'cancelled by the customer: nothing refunded online. Cancelled less than 72 hours before the slot: the advance is not refundable.',
    );
  });

  it('once the slot has begun, is refused and nothing is refunded', async () => {
    const b = await booking({ daysAhead: 0, slot: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' } });
    clock.advance(2 * 3_600_000 + 60_000);
    try {
      const res = await cancel(b.link, 0);
      expect(res).toMatchObject({ status: 409, body: { message: 'Your slot has begun, so this booking can no longer be changed here.' } });
    } finally {
      clock.set(START);
    }
    expect(await storedBooking(t.h.db, b.bookingId)).toMatchObject({ status: 'booking-confirmed' });
    expect(await deskRefundsOf(t.h.db, b.bookingId)).toEqual([]);
  });

  it('paid the advance and then the rest online: refunds through both payments, newest first', async () => {
    const early = await booking();
    // The rest is paid a little later than the advance: the refund goes back through the newest payment first.
    clock.advance(60_000);
    await changePayment(t, early.bookingId, { purpose: 'balance', amountPaise: 139_800, paid: true });
    expect(await myBooking(t.h, early.link)).toMatchObject({ amountPaid: 2148, remainingAmount: 0, cancelRefund: 2148 });
    const res = await cancel(early.link, 2148);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/We are refunding ₹2,148 to the way you paid online/);
    const rows = await deskRefundsOf(t.h.db, early.bookingId);
    expect(rows.map((r) => [r.amount, r.status]).sort()).toEqual([
      [139_800, 'refunded'],
      [75_000, 'refunded'],
    ]);
    expect((await providerRefundsOf(t.h.db, early.bookingId)).sort()).toEqual([139_800, 75_000]);
    const note = (await historyOf(t.h.db, early.bookingId)).at(-1)!.note;
    expect(note).toMatch(/^cancelled by the customer: refund \S+, \S+ of ₹2,148 online\./);
    for (const r of rows) expect(note).toContain(r.id);

    // Late, the policy keeps the advance and gives back only the rest, from the payment of the rest.
    const late = await booking({ daysAhead: 2 });
    clock.advance(60_000);
    const rest = await changePayment(t, late.bookingId, { purpose: 'balance', amountPaise: 139_800, paid: true });
    const shown = await myBooking(t.h, late.link);
    expect(shown).toMatchObject({
      cancelRefund: 1398,
      cancelPolicy:
        'Your slot is less than 72 hours away, so under our refund policy the advance of ₹750 is not refundable. The ₹1,398 you paid above it is refunded.',
    });
    expect((await cancel(late.link, 1398)).status).toBe(200);
    expect(await t.h.db.query('select payment_id, amount from desk_refunds where booking_id = $1', [late.bookingId])).toEqual([
      { payment_id: rest.id, amount: 139_800 },
    ]);
  });

  it('gives up a payment of the rest or of a reschedule left open, and frees the slot held for the reschedule', async () => {
    const b = await booking();
    const target = { theatreId: AURORA.id, ...AURORA.ninety, date: b.date, persons: 2 };
    const holdId = await t.h.db.transaction((tx) =>
      holdSlot(tx, target, b.bookingId, clock.now(), new Date(clock.now().getTime() + 900_000)),
    );
    const move = await changePayment(t, b.bookingId, {
      purpose: 'move',
      amountPaise: 10_000,
      moveTo: {
        theatreId: AURORA.id,
        slotId: AURORA.ninety.slotId,
        date: b.date,
        holdId: holdId!,
        newTotalPaise: 224_800,
        from: { theatreId: AURORA.id, slotId: AURORA.slot1.slotId, date: b.date },
      },
    });
    expect(await slotBooked(t.h, AURORA.id, AURORA.ninety.slotId, b.date)).toBe(true);
    expect((await cancel(b.link, 750)).status).toBe(200);
    expect((await t.h.db.query<{ status: string }>('select status from payments where id = $1', [move.id]))[0].status).toBe('cancelled');
    expect(await slotBooked(t.h, AURORA.id, AURORA.ninety.slotId, b.date)).toBe(false);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(false);
    expect((await myBooking(t.h, b.link)).openPayment).toBeNull();
  });

  it('refuses an amount of the wrong type or out of range (400 naming it), never a 500', async () => {
    const b = await booking();
    for (const expectedRefund of ['750', -1, null, Number.NaN, [750], { amount: 750 }, 750.001, '\u0000']) {
      const res = await myCall(t.h, 'cancelMyBooking', { token: b.link, expectedRefund });
      expect(res.status, JSON.stringify(expectedRefund)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['expectedRefund']);
    }
    expect((await myCall(t.h, 'cancelMyBooking', { token: b.link })).status).toBe(400);
    // A number no refund comes near is only not the refund now.
    expect(await cancel(b.link, 1e12)).toMatchObject({ status: 409, body: { cancelRefund: 750 } });
    expect(await storedBooking(t.h.db, b.bookingId)).toMatchObject({ status: 'booking-confirmed' });
  });
});
